import { useMemo } from 'react';
import { useShopCategories } from '#web/lib/shop-categories';
import type { CategoryIdMap } from '../nav-rules';

/**
 * Category ids by slug for the header. While the catalogue endpoint is missing
 * or failing, the map is empty and the entries use their slugs instead.
 */
export function useCategoryIds(): CategoryIdMap {
  const categories = useShopCategories();
  return useMemo(() => Object.fromEntries(categories.map(({ slug, _id: id }) => [slug, id])), [categories]);
}
