// Get Quote requests for the admin (DESIGN.md section 5): the list of the
// orders page, newest first, and closing or reopening one.
import { messages, PAGE_SIZES, type QuoteFilter, type QuoteRequest } from '@store/contract';
import { api } from '../../../lib/api';

export interface QuotesQuery {
  page: number;
  status: QuoteFilter;
}

export interface QuotesPage {
  data: QuoteRequest[];
  total: number;
  totalPages: number;
  currentPage: number;
}

const quotesAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminQuote'] }).injectEndpoints({
  endpoints: (build) => ({
    getQuoteRequests: build.query<QuotesPage, QuotesQuery>({
      query: ({ page, status }) => {
        const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZES.quotes) });
        if (status !== 'all') params.set('status', status);
        return { url: `/admin/quotes?${params.toString()}`, fallbackMessage: messages.SERVER_ERROR };
      },
      providesTags: ['AdminQuote'],
    }),
    setQuoteHandled: build.mutation<{ message?: string; data: QuoteRequest }, { id: string; handled: boolean }>({
      query: ({ id, handled }) => ({
        url: `/admin/quotes/${id}/handled`,
        method: 'PATCH',
        body: { handled },
        fallbackMessage: messages.SERVER_ERROR,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminQuote']),
    }),
  }),
});

export const { useGetQuoteRequestsQuery, useSetQuoteHandledMutation } = quotesAdminApi;
