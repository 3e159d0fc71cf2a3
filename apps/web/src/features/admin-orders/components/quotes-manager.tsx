import { messages, QUOTE_FILTERS, type QuoteFilter, type QuoteRequest } from '@store/contract';
import { Check, LoaderCircle, RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-panels';
import { useToast } from '../../../components/ui/toast/use-toast';
import { asApiProblem } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { formatStoreDateTime } from '../../../lib/store-time';
import { useGetQuoteRequestsQuery, useSetQuoteHandledMutation } from '../api/quotes-admin-api';

// The store's own clock (Dubai), whatever the admin's computer says.

const FILTER_ORDER: readonly QuoteFilter[] = ['all', 'open', 'handled'];
const pickFilter = (value: string | null): QuoteFilter => QUOTE_FILTERS.find((filter) => filter === value) ?? 'all';

/** Get Quote requests, newest first, 10 a page, filtered by open or handled, each closed or reopened in its row. */
export function QuotesManager() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = pickFilter(params.get('status'));
  const { data, isLoading, isError, isFetching, refetch } = useGetQuoteRequestsQuery({ page, status });
  const [setHandled, { isLoading: saving, originalArgs: savingArgs }] = useSetQuoteHandledMutation();

  const setFilter = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value === 'all') next.delete('status');
    else next.set('status', value);
    setParams(next, { replace: true });
  };

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  const toggle = async (quote: QuoteRequest) => {
    const handled = !quote.handled;
    try {
      const result = await setHandled({ id: quote._id, handled }).unwrap();
      toast({ tone: 'success', title: result.message ?? (handled ? messages.QUOTE_HANDLED : messages.QUOTE_REOPENED) });
    } catch (error) {
      toast({ tone: 'error', title: asApiProblem(error, messages.SERVER_ERROR).message });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t('admin.quotes.status')}
        className="sm:max-w-56"
        value={status}
        onChange={(event) => setFilter(event.target.value)}
        options={FILTER_ORDER.map((value) => ({ value, label: t(`admin.quotes.filter.${value}`) }))}
      />
      {isLoading ? (
        <Skeleton className="h-64" />
      ) : isError || !data ? (
        <ErrorState title={messages.SERVER_ERROR} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('admin.quotes.count', { count: data.total })}</p>
          <DataTable label={t('admin.quotes.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('admin.quotes.product')}</th>
                <th scope="col">{t('admin.quotes.customer')}</th>
                <th scope="col">{t('admin.quotes.message')}</th>
                <th scope="col">{t('admin.quotes.date')}</th>
                <th scope="col">{t('admin.quotes.state')}</th>
                <th scope="col" className="w-px text-end">
                  {t('admin.table.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.length === 0 ? (
                <tr>
                  <td colSpan={6} className="py-8 text-center text-slate-500">
                    {t('admin.quotes.empty')}
                  </td>
                </tr>
              ) : (
                data.data.map((quote) => {
                  const pending = saving && savingArgs?.id === quote._id;
                  const action = quote.handled ? t('admin.quotes.reopen') : t('admin.quotes.markHandled');
                  return (
                    <tr key={quote._id}>
                      <td className="min-w-40">
                        {quote.productId ? (
                          <Link to={`/shop/product/${quote.productId}`} className="font-medium text-accent underline-offset-2 hover:underline">
                            {quote.productTitle}
                          </Link>
                        ) : (
                          <span className="font-medium">
                            {quote.productTitle} <span className="text-xs font-normal text-slate-500">({t('admin.quotes.productDeleted')})</span>
                          </span>
                        )}
                        <span className="block text-xs text-slate-500">{t('admin.quotes.quantity', { quantity: quote.quantity })}</span>
                      </td>
                      <td className="min-w-48">
                        <span className="block font-medium">{quote.name}</span>
                        <a href={`mailto:${quote.email}`} className="block text-xs break-words text-slate-600 hover:underline">
                          {quote.email}
                        </a>
                        <a href={`tel:${quote.phone}`} dir="ltr" className="block text-xs text-slate-600 hover:underline">
                          {quote.phone}
                        </a>
                      </td>
                      <td className="max-w-96 min-w-56">
                        {quote.message ? (
                          <p className="whitespace-pre-line">{quote.message}</p>
                        ) : (
                          <span className="text-slate-500 italic">{t('admin.quotes.noMessage')}</span>
                        )}
                      </td>
                      <td className="whitespace-nowrap text-slate-600">
                        <time dateTime={quote.createdAt}>{formatStoreDateTime(quote.createdAt)}</time>
                      </td>
                      <td>
                        <span
                          className={cn(
                            'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                            quote.handled ? 'bg-slate-100 text-slate-700 ring-1 ring-slate-300' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
                          )}
                        >
                          {quote.handled ? t('admin.quotes.handled') : t('admin.quotes.open')}
                        </span>
                      </td>
                      <td className="text-end">
                        <Button
                          variant={quote.handled ? 'ghost' : 'secondary'}
                          size="sm"
                          // Holds the sr-only part of its name inside the table's scroll box (else the page scrolls sideways).
                          className="relative"
                          disabled={pending}
                          onClick={() => void toggle(quote)}
                        >
                          {pending ? (
                            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                          ) : quote.handled ? (
                            <RotateCcw aria-hidden="true" className="size-4" />
                          ) : (
                            <Check aria-hidden="true" className="size-4" />
                          )}
                          {action}
                          <span className="sr-only">{t('admin.quotes.requestOf', { name: quote.name })}</span>
                        </Button>
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </DataTable>
          <Pagination currentPage={data.currentPage} totalPages={data.totalPages} hrefFor={hrefFor} />
        </>
      )}
    </div>
  );
}
