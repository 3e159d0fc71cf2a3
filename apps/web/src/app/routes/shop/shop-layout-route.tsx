import { ShopLayout } from '../../../components/layouts/shop-layout';
import { AccountMenu } from '../../../features/auth/components/account-menu';
import { CartButton } from '../../../features/cart/components/cart-button';
import { HeaderSearch } from '../../../features/catalog/components/search/header-search';
import { DesktopNav } from '../../../features/navigation/components/desktop-nav';
import { MobileNav } from '../../../features/navigation/components/mobile-nav';

/** The shop frame with the features that live in its header. */
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
