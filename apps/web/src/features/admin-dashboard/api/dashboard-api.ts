// The dashboard's one call (docs/store-rules.md#admin-calls and #10-orders-stock-and-money).
import { messages, type DashboardData } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/admin-query/query-keys';

interface DashboardResponse {
  success: true;
  data: DashboardData;
}

/** Always fetched afresh on a visit: the figures are the store's now, not those of a minute ago. */
export function useGetDashboardQuery() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: async ({ signal }) => {
      const response = await apiRequest<DashboardResponse>('/admin/dashboard', {
        fallbackMessage: messages.FETCH_DASHBOARD_FAILED,
        signal,
      });
      return response.data;
    },
    staleTime: 0,
  });
}
