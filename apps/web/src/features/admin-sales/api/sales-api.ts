// Monthly sales of a year (spec section 7 "Admin", DESIGN.md section 5 "Monthly sales").
import { messages } from '@store/contract';
import { api } from '../../../lib/api';

const salesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalesYears: build.query<number[], void>({
      query: () => ({ url: '/admin/dashboard/sales-years', fallbackMessage: messages.MONTHLY_SALES_FAILED }),
      transformResponse: (response: { data: number[] }) => response.data,
    }),
    /** `null`: the store's current year. */
    getMonthlySales: build.query<number[], number | null>({
      query: (year) => ({
        url: year === null ? '/admin/dashboard/monthly-sales' : `/admin/dashboard/monthly-sales?year=${year}`,
        fallbackMessage: messages.MONTHLY_SALES_FAILED,
      }),
      transformResponse: (response: { monthlySales: number[] }) => response.monthlySales,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetSalesYearsQuery, useGetMonthlySalesQuery } = salesApi;
