// Coupon codes for the admin (issue 14 item 2, docs/decisions/033): list,
// create, change and delete under /api/admin/coupons.
import { messages, type Coupon, type CouponFormInput } from '@store/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/admin-query/query-keys';

export function useGetCouponsQuery() {
  return useQuery({
    queryKey: adminKeys.coupons,
    queryFn: async ({ signal }) => {
      const response = await apiRequest<{ data: Coupon[] }>('/admin/coupons', { fallbackMessage: messages.SERVER_ERROR, signal });
      return response.data;
    },
  });
}

export function useSaveCouponMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: CouponFormInput }) =>
      apiRequest<{ message?: string; data: Coupon }>(id ? `/admin/coupons/${id}` : '/admin/coupons', {
        method: id ? 'PUT' : 'POST',
        body: input,
        fallbackMessage: messages.SERVER_ERROR,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}

export function useDeleteCouponMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message?: string }>(`/admin/coupons/${id}`, { method: 'DELETE', fallbackMessage: messages.SERVER_ERROR }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}
