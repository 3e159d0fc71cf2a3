import { formatAed, messages, LOCALE } from '@store/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { MonthBarChart } from '#web/components/charts/month-bar-chart';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { Skeleton } from '#web/components/ui/skeleton';
import { ErrorState } from '#web/components/ui/status-panels';
import { saveFile } from '#web/lib/download';
import { t } from '#web/lib/i18n';
import { useGetMonthlySalesQuery, useGetSalesYearsQuery } from '../api/sales-api';
import { salesCsv } from './sales-csv';

const monthName = new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' });
/** Only a stand-in until the store's years arrive. */
const BROWSER_YEAR = new Date().getFullYear();
const MONTHS = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2000, index, 1)));

/** A year picker, the year's bar chart, its total and best month, and a CSV of the twelve months. */
export function SalesView() {
  const years = useGetSalesYearsQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  const sales = useGetMonthlySalesQuery(chosen);
  const shownYear = chosen ?? years.data?.[0] ?? BROWSER_YEAR;
  const yearOptions = (years.data ?? [shownYear]).map((year) => ({ value: String(year), label: String(year) }));

  // Only ever the chosen year's figures (the query keeps no placeholder from the previous year).
  const totals = sales.data?.totals;
  const discounts = sales.data?.discounts ?? [];
  const discountTotal = discounts.reduce((sum, value) => sum + value, 0);
  const total = totals?.reduce((sum, value) => sum + value, 0) ?? 0;
  const bestIndex = totals && total > 0 ? totals.indexOf(Math.max(...totals)) : -1;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label={t('admin.sales.year')}
          className="w-40"
          value={String(shownYear)}
          onChange={(event) => setChosen(Number(event.target.value))}
          options={yearOptions}
        />
        <Button
          variant="secondary"
          disabled={!totals}
          onClick={() => {
            if (!totals) return;
            const csv = salesCsv(shownYear, totals, t('admin.sales.csvHeader'), discounts);
            saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `sales-${shownYear}.csv`);
          }}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('admin.sales.download')}
        </Button>
      </div>
      {!totals && sales.isFetching ? (
        <Skeleton className="h-72" />
      ) : sales.isError || !totals ? (
        <ErrorState title={messages.MONTHLY_SALES_FAILED} onRetry={() => void sales.refetch()} retrying={sales.isFetching} />
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">{t('admin.sales.total', { year: String(shownYear) })}</dt>
              <dd className="text-lg font-bold tabular-nums text-slate-900 sm:text-2xl">{formatAed(total)}</dd>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">{t('admin.sales.discounts', { year: String(shownYear) })}</dt>
              <dd className="text-lg font-bold tabular-nums text-slate-900 sm:text-2xl">{formatAed(discountTotal)}</dd>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">{t('admin.sales.best')}</dt>
              <dd className="text-lg font-bold text-slate-900 sm:text-2xl">
                {bestIndex >= 0 ? (
                  <>
                    {monthLong.format(MONTHS[bestIndex])}{' '}
                    <span className="text-sm font-medium tabular-nums text-slate-600">{formatAed(totals[bestIndex] ?? 0)}</span>
                  </>
                ) : (
                  t('admin.sales.noBest')
                )}
              </dd>
            </div>
          </dl>
          <section aria-label={t('admin.sales.chartTitle', { year: String(shownYear) })} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="mb-3 text-base font-semibold text-slate-900">{t('admin.sales.chartTitle', { year: String(shownYear) })}</h2>
            <MonthBarChart
              data={totals.map((value, index) => ({ label: monthName.format(MONTHS[index]), total: value }))}
              label={t('admin.sales.chartLabel', { year: String(shownYear) })}
            />
          </section>
        </>
      )}
    </div>
  );
}
