// The shop's categories (GET /api/shop/categories), loaded once by the shop
// layout's loader (app/routes/shop-layout.tsx) for the header navigation and
// the listing filters: every page under /shop reads them from there.
import type { Category } from '@store/contract';
import { useRouteLoaderData } from 'react-router';
import { localeRouteId } from './language';

/** The shop layout's route id (its file under app/, as React Router names it). */
export const SHOP_LAYOUT_ROUTE_ID = 'routes/shop-layout';
/** The same layout around the not-found page of an address outside /shop (app/routes.ts). */
const NOT_FOUND_LAYOUT_ROUTE_ID = 'routes/not-found-layout';

export interface ShopLayoutData {
  categories: Category[];
}

const NO_CATEGORIES: Category[] = [];

/** The categories, or an empty list when the call failed (or outside the shop). */
export function useShopCategories(): Category[] {
  const shop = useRouteLoaderData(localeRouteId(SHOP_LAYOUT_ROUTE_ID)) as ShopLayoutData | undefined;
  const notFound = useRouteLoaderData(localeRouteId(NOT_FOUND_LAYOUT_ROUTE_ID)) as ShopLayoutData | undefined;
  return shop?.categories ?? notFound?.categories ?? NO_CATEGORIES;
}
