import { messages, QUOTE_FILTERS, type QuoteFilter, type QuoteRequest } from '@store/contract';
import { Check, LoaderCircle, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { AdminList } from '#web/components/admin/admin-list';
import { AdminTable, type AdminColumn } from '#web/components/admin/admin-table';
import { useListParams } from '#web/components/admin/use-list-params';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { useToast } from '#web/components/ui/toast/use-toast';
import { toProblem } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { formatStoreDateTime } from '#web/lib/store-time';
import { useGetQuoteRequestsQuery, useSetQuoteHandledMutation } from '../api/quotes-admin-api';

const FILTER_ORDER: readonly QuoteFilter[] = ['all', 'open', 'handled'];
const pickFilter = (value: string | null): QuoteFilter => QUOTE_FILTERS.find((filter) => filter === value) ?? 'all';

function quoteColumns(): readonly AdminColumn<QuoteRequest>[] {
  return [
    {
      id: 'product',
      header: t('admin.quotes.product'),
      cellClassName: 'min-w-40',
      cell: (quote) => (
        <>
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
        </>
      ),
    },
    {
      id: 'customer',
      header: t('admin.quotes.customer'),
      cellClassName: 'min-w-48',
      cell: (quote) => (
        <>
          <span className="block font-medium">{quote.name}</span>
          <a href={`mailto:${quote.email}`} className="block text-xs break-words text-slate-600 hover:underline">
            {quote.email}
          </a>
          <a href={`tel:${quote.phone}`} dir="ltr" className="block text-xs text-slate-600 hover:underline">
            {quote.phone}
          </a>
        </>
      ),
    },
    {
      id: 'message',
      header: t('admin.quotes.message'),
      cellClassName: 'max-w-96 min-w-56',
      cell: (quote) =>
        quote.message ? (
          <p className="whitespace-pre-line">{quote.message}</p>
        ) : (
          <span className="text-slate-500 italic">{t('admin.quotes.noMessage')}</span>
        ),
    },
    {
      id: 'date',
      header: t('admin.quotes.date'),
      cellClassName: 'whitespace-nowrap text-slate-600',
      // The store's own clock (Dubai), whatever the admin's computer says.
      cell: (quote) => <time dateTime={quote.createdAt}>{formatStoreDateTime(quote.createdAt)}</time>,
    },
    {
      id: 'state',
      header: t('admin.quotes.state'),
      cell: (quote) => (
        <span
          className={cn(
            'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
            quote.handled ? 'bg-slate-100 text-slate-700 ring-1 ring-slate-300' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
          )}
        >
          {quote.handled ? t('admin.quotes.handled') : t('admin.quotes.open')}
        </span>
      ),
    },
  ];
}

/** Get Quote requests, newest first, 10 a page, filtered by open or handled, each closed or reopened in its row. */
export function QuotesManager() {
  const toast = useToast();
  const list = useListParams();
  const status = pickFilter(list.params.get('status'));
  const query = useGetQuoteRequestsQuery({ page: list.page, status });
  const setHandled = useSetQuoteHandledMutation();

  const toggle = async (quote: QuoteRequest) => {
    const handled = !quote.handled;
    try {
      const result = await setHandled.mutateAsync({ id: quote._id, handled });
      toast({ tone: 'success', title: result.message ?? (handled ? messages.QUOTE_HANDLED : messages.QUOTE_REOPENED) });
    } catch (error) {
      toast({ tone: 'error', title: toProblem(error, messages.SERVER_ERROR).message });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t('admin.quotes.status')}
        className="sm:max-w-56"
        value={status}
        onChange={(event) => list.setFilter('status', event.target.value)}
        options={FILTER_ORDER.map((value) => ({ value, label: t(`admin.quotes.filter.${value}`) }))}
      />
      <AdminList query={query} failedTitle={messages.SERVER_ERROR} count={(data) => t('admin.quotes.count', { count: data.total })} paging={(data) => data}>
        {(data) => (
          <AdminTable
            label={t('admin.quotes.tableLabel')}
            columns={quoteColumns()}
            rows={data.data}
            rowKey={(quote) => quote._id}
            empty={t('admin.quotes.empty')}
            // Wide text buttons: pinned, they would cover most of a phone's table.
            pinActions={false}
            renderActions={(quote) => {
              const pending = setHandled.isPending && setHandled.variables?.id === quote._id;
              return (
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
                  {quote.handled ? t('admin.quotes.reopen') : t('admin.quotes.markHandled')}
                  <span className="sr-only">{t('admin.quotes.requestOf', { name: quote.name })}</span>
                </Button>
              );
            }}
          />
        )}
      </AdminList>
    </div>
  );
}
