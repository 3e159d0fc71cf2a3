// The store's delivery settings for the admin (docs/decisions/032): the fee
// per emirate and the free-delivery threshold.
import { messages, type DeliverySettings, type deliverySettingsInputSchema } from '@store/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/admin-query/query-keys';

export type DeliverySettingsBody = z.output<typeof deliverySettingsInputSchema>;

export function useDeliverySettingsQuery() {
  return useQuery({
    queryKey: adminKeys.deliverySettings,
    queryFn: async ({ signal }) => {
      const response = await apiRequest<{ data: DeliverySettings }>('/admin/settings/delivery', {
        fallbackMessage: messages.SERVER_ERROR,
        signal,
      });
      return response.data;
    },
  });
}

export function useSaveDeliverySettingsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverySettingsBody) =>
      apiRequest<{ message?: string; data: DeliverySettings }>('/admin/settings/delivery', {
        method: 'PUT',
        body,
        fallbackMessage: messages.SERVER_ERROR,
      }),
    onSuccess: (result) => client.setQueryData(adminKeys.deliverySettings, result.data),
  });
}
