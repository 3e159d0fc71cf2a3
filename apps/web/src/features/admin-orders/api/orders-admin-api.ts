// Order management for the admin (docs/store-rules.md#order-calls).
import { messages, type CourierId, type Order, type OrderStatus, type OrderType } from '@store/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/admin-query/query-keys';

export interface OrdersQuery {
  page: number;
  status: OrderStatus | 'all';
  userType: OrderType | 'all';
  search: string;
}

export interface OrdersPage {
  data: Order[];
  total: number;
  totalPages: number;
  currentPage: number;
}

function ordersUrl({ page, status, userType, search }: OrdersQuery): string {
  const params = new URLSearchParams({ page: String(page), limit: '10' });
  if (status !== 'all') params.set('status', status);
  if (userType !== 'all') params.set('userType', userType);
  if (search) params.set('search', search);
  return `/shop/order/all-orders?${params.toString()}`;
}

/** The page on screen stays while the next page or filter loads. */
export function useGetAllOrdersQuery(query: OrdersQuery) {
  return useQuery({
    queryKey: adminKeys.ordersPage(query),
    queryFn: ({ signal }) => apiRequest<OrdersPage>(ordersUrl(query), { fallbackMessage: messages.FETCH_ORDERS_FAILED, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * An order's change moves the stock (a cancellation puts it back) and the
 * store's figures: the products, dashboard and sales refresh with the orders.
 */
function useRefreshAfterOrderChange() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [adminKeys.orders, adminKeys.products, adminKeys.dashboard, adminKeys.sales].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

export function useUpdateOrderStatusMutation() {
  const refresh = useRefreshAfterOrderChange();
  return useMutation({
    mutationFn: ({ order, ...body }: { order: Order; newStatus: OrderStatus; courier?: CourierId; trackingNumber?: string }) =>
      apiRequest<{ message?: string; order: Order }>(`/shop/order/update-order-status/${order._id}/${order.type}`, {
        method: 'PATCH',
        body,
        fallbackMessage: messages.UPDATE_ORDER_STATUS_FAILED,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteOrderMutation() {
  const refresh = useRefreshAfterOrderChange();
  return useMutation({
    mutationFn: (order: Order) =>
      apiRequest<{ message?: string }>(`/shop/order/delete/${order._id}/${order.type}`, {
        method: 'DELETE',
        fallbackMessage: messages.DELETE_ORDER_FAILED,
      }),
    onSuccess: refresh,
  });
}

/**
 * Ends every tracking link of one order sent so far (docs/decisions/021): a
 * leaked or forwarded e-mail no longer opens it. Later e-mails carry new links.
 */
export function useRevokeTrackLinksMutation() {
  return useMutation({
    mutationFn: (order: Order) =>
      apiRequest<{ message: string }>('/shop/track/revoke', {
        method: 'POST',
        body: { orderId: order._id },
        fallbackMessage: messages.REVOKE_TRACK_LINKS_FAILED,
      }),
  });
}
