// The shop frame (docs/store-rules.md#shop-layout) with the features of its
// header, and the categories its navigation and the listing filters share.
import { isRouteErrorResponse, useRouteError, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import type { ReactNode } from 'react';
import type { StoreLoadContext } from '@store/contract';
import { ErrorPage } from '#web/app/routes/error-page';
import NotFoundPage from '#web/components/layouts/not-found-page';
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
  return <ShopFrame />;
}

/**
 * A page under the shop that answers 404 (an unknown address, product or policy) shows the not-found page
 * inside the shop's frame, with its header, search and navigation; any other failure the error page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ShopFrame page={<NotFoundPage framed />} />;
  return <ErrorPage error={error} />;
}

function ShopFrame({ page }: { page?: ReactNode }) {
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
    >
      {page}
    </ShopLayout>
  );
}
