// The shop's categories (GET /api/shop/categories), loaded once by the shop
// layout's loader (app/routes/shop-layout.tsx) for the header navigation and
// the listing filters: every page under /shop reads them from there.
import type { Category } from '@store/contract';
import { useRouteLoaderData } from 'react-router';
import { localeRouteId } from './language';

/** The shop layout's route id (its file under app/, as React Router names it). */
export const SHOP_LAYOUT_ROUTE_ID = 'routes/shop-layout';

export interface ShopLayoutData {
  categories: Category[];
}

const NO_CATEGORIES: Category[] = [];

/** The categories, or an empty list when the call failed (or outside the shop). */
export function useShopCategories(): Category[] {
  const layout = useRouteLoaderData(localeRouteId(SHOP_LAYOUT_ROUTE_ID)) as ShopLayoutData | undefined;
  return layout?.categories ?? NO_CATEGORIES;
}
