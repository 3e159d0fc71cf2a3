// A product's licence keys (issue 13 item 8, docs/decisions/030): /api/admin/licences/{productId}.
import { messages, type LicenceStock, type ProductDelivery } from '@store/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/admin-query/query-keys';

interface StockReply {
  message?: string;
  data: LicenceStock;
}

export function useLicenceStockQuery(productId: string) {
  return useQuery({
    queryKey: adminKeys.licences(productId),
    queryFn: ({ signal }) => apiRequest<StockReply>(`/admin/licences/${productId}`, { fallbackMessage: messages.SERVER_ERROR, signal }),
  });
}

/** Both calls answer the product's new key stock: the screen shows it at once. */
function useStockWrite<T>(productId: string, send: (input: T) => Promise<StockReply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => client.setQueryData(adminKeys.licences(productId), reply),
  });
}

export function useAddLicenceKeysMutation(productId: string) {
  return useStockWrite(productId, (keys: string) =>
    apiRequest<StockReply>(`/admin/licences/${productId}/keys`, { method: 'POST', body: { keys }, fallbackMessage: messages.SERVER_ERROR }),
  );
}

export function useSetDeliveryMutation(productId: string) {
  return useStockWrite(productId, (delivery: ProductDelivery) =>
    apiRequest<StockReply>(`/admin/licences/${productId}/delivery`, { method: 'PUT', body: { delivery }, fallbackMessage: messages.SERVER_ERROR }),
  );
}
