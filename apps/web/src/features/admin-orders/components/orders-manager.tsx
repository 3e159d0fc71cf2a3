import { formatAed, messages, ORDER_STATUSES, ORDER_TYPES, type Order, type OrderStatus, type OrderType } from '@store/contract';
import { Eye, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-panels';
import { useToast } from '../../../components/ui/toast/use-toast';
import { asApiProblem } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteOrderMutation, useGetAllOrdersQuery } from '../api/orders-admin-api';
import { OrderDetailsDialog } from './order-details-dialog';
import { formatStoreDateTime } from '../../../lib/store-time';
import { DeleteIconButton } from '../../../components/ui/icon-action-buttons';

const pick = <T extends string>(choices: readonly T[], value: string | null): T | 'all' => choices.find((choice) => choice === value) ?? 'all';

/** Orders with their filters (status, user type, search), 10 a page, details and delete. */
export function OrdersManager() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status: OrderStatus | 'all' = pick(ORDER_STATUSES, params.get('status'));
  const userType: OrderType | 'all' = pick(ORDER_TYPES, params.get('userType'));
  const search = params.get('search') ?? '';
  const [term, setTerm] = useState(search);
  const debounced = useDebouncedValue(term.trim(), 300);
  const { data, isLoading, isError, isFetching, refetch } = useGetAllOrdersQuery({ page, status, userType, search });
  const [remove, { isLoading: deleting }] = useDeleteOrderMutation();
  const [viewing, setViewing] = useState<Order | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<Order | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  /** A filter change starts again at page 1. */
  const setFilter = (name: 'status' | 'userType' | 'search', value: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value === '' || value === 'all') next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (debounced === search) return;
    const next = new URLSearchParams(params);
    next.delete('page');
    if (debounced) next.set('search', debounced);
    else next.delete('search');
    setParams(next, { replace: true });
  }, [debounced, search, params, setParams]);

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  const askDelete = (order: Order | null) => {
    setDeleteError(null);
    setViewing(null);
    setDeleteTarget(order);
  };

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    try {
      const result = await remove(deleteTarget).unwrap();
      toast({ tone: 'success', title: result.message ?? messages.ORDER_DELETED });
      setDeleteTarget(null);
    } catch (error) {
      setDeleteError(asApiProblem(error, messages.DELETE_ORDER_FAILED).message);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[12rem_12rem_1fr] sm:items-end">
        <SelectField
          label={t('admin.orders.status')}
          value={status}
          onChange={(event) => setFilter('status', event.target.value)}
          options={[{ value: 'all', label: t('admin.orders.allStatuses') }, ...ORDER_STATUSES.map((value) => ({ value, label: t(`orderStatus.${value}`) }))]}
        />
        <SelectField
          label={t('admin.orders.userType')}
          value={userType}
          onChange={(event) => setFilter('userType', event.target.value)}
          options={[{ value: 'all', label: t('admin.orders.allTypes') }, ...ORDER_TYPES.map((value) => ({ value, label: t(`admin.orders.type.${value}`) }))]}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="order-search" className="text-sm font-medium text-slate-800">
            {t('admin.orders.search')}
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
            <input
              id="order-search"
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder={t('admin.orders.searchPlaceholder')}
              className="h-11 w-full rounded-lg border border-field bg-white ps-9 pe-3 text-base shadow-sm placeholder:text-slate-500 hover:border-slate-500"
            />
          </div>
        </div>
      </div>
      {isLoading ? (
        <Skeleton className="h-64" />
      ) : isError || !data ? (
        <ErrorState title={messages.FETCH_ORDERS_FAILED} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('admin.orders.count', { count: data.total })}</p>
          <DataTable label={t('page.adminOrders.title')}>
            <thead>
              <tr>
                <th scope="col">{t('admin.orders.number')}</th>
                <th scope="col">{t('admin.orders.customer')}</th>
                <th scope="col">{t('admin.orders.date')}</th>
                <th scope="col">{t('admin.orders.status')}</th>
                <th scope="col" className="text-end">
                  {t('admin.orders.total')}
                </th>
                {/* Sticky at the end: on a phone, view and delete stay in view while the table scrolls sideways. */}
                <th scope="col" className="sticky end-0 w-px border-s border-s-slate-200 text-end">
                  {t('admin.table.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.length === 0 ? (
                <tr>
                  <td colSpan={6} className="py-8 text-center text-slate-500">
                    {t('admin.orders.empty')}
                  </td>
                </tr>
              ) : (
                data.data.map((order) => (
                  <tr key={order._id}>
                    <td className="font-medium whitespace-nowrap">{order.orderNumber}</td>
                    <td className="min-w-40">
                      <span className="block">{order.name}</span>
                      <span className="block text-xs text-slate-500">{t(`admin.orders.type.${order.type}`)}</span>
                    </td>
                    <td className="whitespace-nowrap text-slate-600">{formatStoreDateTime(order.createdAt)}</td>
                    <td className="whitespace-nowrap">{t(`orderStatus.${order.status}`)}</td>
                    <td className="text-end font-semibold whitespace-nowrap tabular-nums">{formatAed(order.totalPrice)}</td>
                    <td className="sticky end-0 border-s border-s-slate-100 bg-white">
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="icon" aria-label={t('admin.orders.view', { number: order.orderNumber })} onClick={() => setViewing(order)}>
                          <Eye aria-hidden="true" className="size-4" />
                        </Button>
                        <DeleteIconButton label={t('admin.action.delete', { name: order.orderNumber })} onClick={() => askDelete(order)} />
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </DataTable>
          <Pagination currentPage={data.currentPage} totalPages={data.totalPages} hrefFor={hrefFor} />
        </>
      )}
      {viewing ? <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} onDelete={askDelete} /> : null}
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && askDelete(null)}
        title={t('admin.orders.deleteTitle')}
        error={deleteError}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
      >
        {t('admin.orders.deleteText', { number: deleteTarget?.orderNumber ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
