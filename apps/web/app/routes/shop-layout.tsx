// The shop frame (docs/store-rules.md#shop-layout) with the features of its
// header, and the categories its navigation and the listing filters share.
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { ShopLayout } from '#web/components/layouts/shop-layout';
import { AccountMenu } from '#web/features/auth/components/account-menu';
import { CartButton } from '#web/features/cart/components/cart-button';
import { fetchCategories } from '#web/features/catalog/loaders/catalog-requests';
import { HeaderSearch } from '#web/features/catalog/components/search/header-search';
import { DesktopNav } from '#web/features/navigation/components/desktop-nav';
import { MobileNav } from '#web/features/navigation/components/mobile-nav';
import type { ShopLayoutData } from '#web/lib/shop-categories';
import { catalogueLang } from '#web/lib/language';

export async function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>): Promise<ShopLayoutData> {
  return { categories: await fetchCategories(context.api, catalogueLang(request)) };
}

// The categories hardly change while a shopper browses: loaded with the first
// page, not again on every navigation. A form sent to the server may change them.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

export default function ShopLayoutRoute() {
  return (
    <ShopLayout
      nav={<DesktopNav />}
      search={<HeaderSearch />}
      mobileNav={<MobileNav />}
      actions={
        <>
          <CartButton />
          <AccountMenu />
        </>
      }
    />
  );
}
