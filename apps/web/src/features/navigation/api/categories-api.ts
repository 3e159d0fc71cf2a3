import { useMemo } from 'react';
import { useShopCategories } from '../../../lib/shop-categories';
import { categoryKey, type CategoryIdMap } from '../nav-rules';

/**
 * Category ids by name for the header. While the catalogue endpoint is missing
 * or failing, the map is empty and the entries use the category names instead.
 */
export function useCategoryIds(): CategoryIdMap {
  const categories = useShopCategories();
  return useMemo(
    () => Object.fromEntries(categories.map(({ category, _id: id }) => [categoryKey(category), id])),
    [categories],
  );
}
