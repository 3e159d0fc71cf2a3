// The one query API of the app (lib/query, decision record 012). Features add
// their endpoints with `api.injectEndpoints`, so the store knows a single
// reducer and middleware.
import { messages } from '@store/contract';
import { apiRequest, toProblem, type ApiProblem, type HttpMethod } from './api-client';
import { createApi } from './query/create-api';
import type { BaseQueryFn } from './query/types';

export interface ApiQueryArgs {
  url: string;
  method?: HttpMethod;
  body?: unknown;
  /** The spec's fallback sentence for this call (section 8). */
  fallbackMessage?: string;
}

export const apiBaseQuery: BaseQueryFn<ApiQueryArgs, ApiProblem> = async (args, { signal }) => {
  const fallbackMessage = args.fallbackMessage ?? messages.SERVER_ERROR;
  try {
    const data = await apiRequest<unknown>(args.url, {
      method: args.method,
      body: args.body,
      fallbackMessage,
      signal,
    });
    return { data };
  } catch (error) {
    return { error: toProblem(error, fallbackMessage) };
  }
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['Category', 'Brand', 'Product', 'Feature'],
  toError: (thrown) => toProblem(thrown, messages.SERVER_ERROR),
});
