import type { Category } from '@store/contract';
import { api } from '../../../lib/api';
import { categoryKey, type CategoryIdMap } from '../nav-rules';

interface CategoriesResponse {
  success: true;
  data: Category[];
}

const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopCategories: build.query<CategoryIdMap, void>({
      query: () => ({ url: '/shop/categories' }),
      transformResponse: (response: CategoriesResponse) =>
        Object.fromEntries((response.data ?? []).map(({ category, _id: id }) => [categoryKey(category), id])),
      providesTags: ['Category'],
    }),
  }),
});

const NO_CATEGORIES: CategoryIdMap = {};

/**
 * Category ids by name for the header. While the catalogue endpoint is missing
 * or failing, the map is empty and the entries use the category names instead.
 */
export function useCategoryIds(): CategoryIdMap {
  const { data } = categoriesApi.useGetShopCategoriesQuery();
  return data ?? NO_CATEGORIES;
}
