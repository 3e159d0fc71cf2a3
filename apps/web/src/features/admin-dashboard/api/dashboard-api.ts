// The dashboard's one call (spec section 7 "Admin", DESIGN.md section 5).
import { messages, type DashboardData } from '@store/contract';
import { api } from '../../../lib/api';

interface DashboardResponse {
  success: true;
  data: DashboardData;
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardData, void>({
      query: () => ({ url: '/admin/dashboard', fallbackMessage: messages.FETCH_DASHBOARD_FAILED }),
      transformResponse: (response: DashboardResponse) => response.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
