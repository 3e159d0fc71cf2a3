// The shop's categories (GET /api/shop/categories), used by the header
// navigation, the listing filters and the home page. One endpoint, so every
// user shares one cached request.
import type { Category } from '@store/contract';
import { api } from './api';

interface CategoriesResponse {
  success: true;
  data: Category[];
}

const NO_CATEGORIES: Category[] = [];

export const shopCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopCategories: build.query<Category[], void>({
      query: () => ({ url: '/shop/categories' }),
      transformResponse: (response: CategoriesResponse) => response.data ?? NO_CATEGORIES,
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetShopCategoriesQuery } = shopCategoriesApi;

/** The categories, or an empty list while they load or when the call failed. */
export function useShopCategories(): Category[] {
  const { data } = useGetShopCategoriesQuery();
  return data ?? NO_CATEGORIES;
}
