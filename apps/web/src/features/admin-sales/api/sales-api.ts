// Monthly sales of a year (docs/store-rules.md#admin-calls and #dashboard-and-monthly-sales).
import { messages } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/admin-query/query-keys';

export function useGetSalesYearsQuery() {
  return useQuery({
    queryKey: adminKeys.salesYears(),
    queryFn: async ({ signal }) => {
      const response = await apiRequest<{ data: number[] }>('/admin/dashboard/sales-years', {
        fallbackMessage: messages.MONTHLY_SALES_FAILED,
        signal,
      });
      return response.data;
    },
  });
}

/**
 * `null`: the store's current year. No placeholder: `data` is only ever the
 * chosen year's, never the previous year's figures under the new year's title.
 */
export function useGetMonthlySalesQuery(year: number | null) {
  return useQuery({
    queryKey: adminKeys.monthlySales(year),
    queryFn: async ({ signal }) => {
      const response = await apiRequest<{ monthlySales: number[]; monthlyDiscounts?: number[] }>(
        year === null ? '/admin/dashboard/monthly-sales' : `/admin/dashboard/monthly-sales?year=${year}`,
        { fallbackMessage: messages.MONTHLY_SALES_FAILED, signal },
      );
      return { totals: response.monthlySales, discounts: response.monthlyDiscounts ?? response.monthlySales.map(() => 0) };
    },
  });
}
