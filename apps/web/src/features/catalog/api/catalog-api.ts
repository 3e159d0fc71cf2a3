// The shop catalogue calls of spec section 7 ("Shop catalogue") and DESIGN.md
// section 5 (hero slides, Get Quote), as one set of endpoints injected into
// the app's single query API (lib/api.ts).
import {
  messages,
  type Brand,
  type Feature,
  type Product,
  type QuoteRequestInput,
  type SortOption,
} from '@store/contract';
import { api } from '../../../lib/api';

/** Filters, sort and page of a shop list; empty lists and undefined values are left out of the call. */
export interface ProductListArgs {
  category?: readonly string[];
  brand?: readonly string[];
  sortBy?: SortOption | null;
  page?: number;
  limit?: number;
}

export interface SearchArgs {
  keyword: string;
  sortBy?: SortOption | null;
  page?: number;
  limit?: number;
}

/** A paged list (spec section 3 "Paged lists"). */
export interface ProductPage {
  data: Product[];
  total: number;
  totalPages: number;
  currentPage: number;
}

export interface ProductDetails {
  product: Product;
  relatedProducts: Product[];
  randomProducts: Product[];
}

export interface Suggestion {
  _id: string;
  title: string;
}

interface DataResponse<T> {
  success: true;
  data: T;
}

type PageResponse = ProductPage & { success: true };

/** `?category=a,b&brand=c&sortBy=…&page=2` for the API; '' when there is nothing to send. */
export function listQueryString(params: Record<string, string | number | readonly string[] | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

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
