// The admin's review moderation (docs/decisions/036): GET /admin/reviews and PUT /admin/reviews/{id}/visibility.
import { messages, type AdminReview } from '@store/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

export type HiddenFilter = '' | 'true' | 'false';
export interface ReviewsQuery {
  page: number;
  hidden: HiddenFilter;
  product: { id: string; title: string } | null;
}
interface ReviewsPage {
  data: AdminReview[];
  total: number;
  totalPages: number;
  currentPage: number;
}

const reviewsKey = ['admin', 'reviews'] as const;

export function useAdminReviewsQuery({ page, hidden, product }: ReviewsQuery) {
  return useQuery({
    queryKey: [...reviewsKey, { page, hidden, product: product?.id ?? null }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      if (hidden) params.set('hidden', hidden);
      if (product) params.set('product', product.id);
      return apiRequest<ReviewsPage>(`/admin/reviews?${params.toString()}`, { fallbackMessage: messages.SERVER_ERROR, signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useReviewVisibilityMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden, reason }: { id: string; hidden: boolean; reason: string }) =>
      apiRequest<{ message: string; data: AdminReview }>(`/admin/reviews/${id}/visibility`, {
        method: 'PUT',
        body: { hidden, reason },
        fallbackMessage: messages.SERVER_ERROR,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
}
