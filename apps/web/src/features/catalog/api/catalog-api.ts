// The shop catalogue calls of spec section 7 ("Shop catalogue") and DESIGN.md
// section 5 (hero slides, Get Quote), as one set of endpoints injected into
// the app's single query API (lib/api.ts).
import { messages, type Brand, type Feature, type Product, type QuoteRequestInput, type Suggestion } from '@store/contract';
import { api } from '../../../lib/api';
import { listQueryString, type ProductDetails, type ProductListArgs, type ProductPage, type SearchArgs } from '../catalog-types';

interface DataResponse<T> {
  success: true;
  data: T;
}

type PageResponse = ProductPage & { success: true };

const toPage = ({ data, total, totalPages, currentPage }: PageResponse): ProductPage => ({
  data,
  total,
  totalPages,
  currentPage,
});

const listParams = ({ category, brand, sortBy, page, limit }: ProductListArgs) => ({ category, brand, sortBy, page, limit });

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductListArgs>({
      query: (args) => ({ url: `/shop/products/get${listQueryString(listParams(args))}` }),
      transformResponse: toPage,
      providesTags: ['Product'],
    }),
    getNewArrivals: build.query<ProductPage, ProductListArgs & { days?: number }>({
      query: ({ days, ...args }) => ({ url: `/shop/products/new${listQueryString({ days, ...listParams(args) })}` }),
      transformResponse: toPage,
      providesTags: ['Product'],
    }),
    getDeals: build.query<ProductPage, ProductListArgs>({
      query: (args) => ({ url: `/shop/products/deals${listQueryString(listParams(args))}` }),
      transformResponse: toPage,
      providesTags: ['Product'],
    }),
    getLastAdded: build.query<Product[], void>({
      query: () => ({ url: '/shop/products/last-added' }),
      transformResponse: (response: DataResponse<Product[]>) => response.data,
      providesTags: ['Product'],
    }),
    getProductDetails: build.query<ProductDetails, string>({
      query: (id) => ({ url: `/shop/products/get/${encodeURIComponent(id)}` }),
      transformResponse: (response: DataResponse<ProductDetails>) => response.data,
      providesTags: ['Product'],
    }),
    searchProducts: build.query<ProductPage, SearchArgs>({
      query: ({ keyword, sortBy, page, limit }) => ({
        url: `/shop/products/search${listQueryString({ keyword, sortBy, page, limit })}`,
        fallbackMessage: messages.SEARCH_FAILED,
      }),
      transformResponse: toPage,
      providesTags: ['Product'],
    }),
    getSuggestions: build.query<Suggestion[], string>({
      query: (q) => ({ url: `/shop/products/suggest${listQueryString({ q })}`, fallbackMessage: messages.SEARCH_FAILED }),
      transformResponse: (response: DataResponse<Suggestion[]>) => response.data,
      // Suggestions go stale fast and are cheap: keep few of them around.
      keepUnusedDataFor: 30,
    }),
    getBrands: build.query<Brand[], void>({
      query: () => ({ url: '/shop/brands' }),
      transformResponse: (response: DataResponse<Brand[]>) => response.data,
      providesTags: ['Brand'],
    }),
    getFeatures: build.query<Feature[], void>({
      query: () => ({ url: '/shop/features' }),
      transformResponse: (response: DataResponse<Feature[]>) => response.data,
      providesTags: ['Feature'],
    }),
    requestQuote: build.mutation<{ message: string }, QuoteRequestInput>({
      query: (body) => ({ url: '/shop/quotes', method: 'POST', body }),
      transformResponse: (response: { success: true; message?: string }) => ({
        message: response.message ?? messages.QUOTE_SENT,
      }),
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetNewArrivalsQuery,
  useGetDealsQuery,
  useGetLastAddedQuery,
  useGetProductDetailsQuery,
  useSearchProductsQuery,
  useGetSuggestionsQuery,
  useGetBrandsQuery,
  useGetFeaturesQuery,
  useRequestQuoteMutation,
} = catalogApi;
