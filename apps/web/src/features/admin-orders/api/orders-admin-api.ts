// Order management for the admin (spec section 7 "Orders").
import { messages, type Order, type OrderStatus, type OrderType } from '@store/contract';
import { api } from '../../../lib/api';

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

const ordersAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminOrder'] }).injectEndpoints({
  endpoints: (build) => ({
    getAllOrders: build.query<OrdersPage, OrdersQuery>({
      query: ({ page, status, userType, search }) => {
        const params = new URLSearchParams({ page: String(page), limit: '10' });
        if (status !== 'all') params.set('status', status);
        if (userType !== 'all') params.set('userType', userType);
        if (search) params.set('search', search);
        return { url: `/shop/order/all-orders?${params.toString()}`, fallbackMessage: messages.FETCH_ORDERS_FAILED };
      },
      providesTags: ['AdminOrder'],
    }),
    updateOrderStatus: build.mutation<{ message?: string; order: Order }, { order: Order; newStatus: OrderStatus }>({
      query: ({ order, newStatus }) => ({
        url: `/shop/order/update-order-status/${order._id}/${order.type}`,
        method: 'PATCH',
        body: { newStatus },
        fallbackMessage: messages.UPDATE_ORDER_STATUS_FAILED,
      }),
      // Stock changes with a cancellation: the product lists refresh too.
      invalidatesTags: (_result, error) => (error ? [] : ['AdminOrder', 'Product']),
    }),
    deleteOrder: build.mutation<{ message?: string }, Order>({
      query: (order) => ({
        url: `/shop/order/delete/${order._id}/${order.type}`,
        method: 'DELETE',
        fallbackMessage: messages.DELETE_ORDER_FAILED,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminOrder', 'Product']),
    }),
  }),
});

export const { useGetAllOrdersQuery, useUpdateOrderStatusMutation, useDeleteOrderMutation } = ordersAdminApi;
