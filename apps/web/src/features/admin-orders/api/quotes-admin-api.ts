// Get Quote requests for the admin (docs/store-rules.md#get-quote): the list of the
// orders page, newest first, and closing or reopening one.
import { messages, PAGE_SIZES, type QuoteFilter, type QuoteRequest } from '@store/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/admin-query/query-keys';

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

export function useGetQuoteRequestsQuery({ page, status }: QuotesQuery) {
  return useQuery({
    queryKey: adminKeys.quotesPage({ page, status }),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZES.quotes) });
      if (status !== 'all') params.set('status', status);
      return apiRequest<QuotesPage>(`/admin/quotes?${params.toString()}`, { fallbackMessage: messages.SERVER_ERROR, signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useSetQuoteHandledMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiRequest<{ message?: string; data: QuoteRequest }>(`/admin/quotes/${id}/handled`, {
        method: 'PATCH',
        body: { handled },
        fallbackMessage: messages.SERVER_ERROR,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.quotes }),
  });
}
