import { formatAed, messages, ORDER_STATUSES, ORDER_TYPES, type Order, type OrderStatus, type OrderType } from '@store/contract';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { AdminSearchField } from '#web/components/admin/admin-search-field';
import { AdminList } from '#web/components/admin/admin-list';
import { AdminTable, type AdminColumn } from '#web/components/admin/admin-table';
import { useConfirmDelete } from '#web/components/admin/use-confirm-delete';
import { useListParams, useSearchTerm } from '#web/components/admin/use-list-params';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { DeleteIconButton } from '#web/components/ui/icon-action-buttons';
import { SelectField } from '#web/components/ui/select-field';
import { t } from '#web/lib/i18n';
import { formatStoreDateTime } from '#web/lib/store-time';
import { useDeleteOrderMutation, useGetAllOrdersQuery } from '../api/orders-admin-api';
import { OrderDetailsDialog } from './order-details-dialog';

const pick = <T extends string>(choices: readonly T[], value: string | null): T | 'all' => choices.find((choice) => choice === value) ?? 'all';

function orderColumns(): readonly AdminColumn<Order>[] {
  return [
    { id: 'number', header: t('admin.orders.number'), cellClassName: 'font-medium whitespace-nowrap', cell: (order) => order.orderNumber },
    {
      id: 'customer',
      header: t('admin.orders.customer'),
      cellClassName: 'min-w-40',
      cell: (order) => (
        <>
          <span className="block">{order.name}</span>
          <span className="block text-xs text-slate-500">{t(`admin.orders.type.${order.type}`)}</span>
        </>
      ),
    },
    { id: 'date', header: t('admin.orders.date'), cellClassName: 'whitespace-nowrap text-slate-600', cell: (order) => formatStoreDateTime(order.createdAt) },
    { id: 'status', header: t('admin.orders.status'), cellClassName: 'whitespace-nowrap', cell: (order) => t(`orderStatus.${order.status}`) },
    {
      id: 'total',
      header: t('admin.orders.total'),
      headerClassName: 'text-end',
      cellClassName: 'text-end font-semibold whitespace-nowrap tabular-nums',
      cell: (order) => formatAed(order.totalPrice),
    },
  ];
}

/** Orders with their filters (status, user type, search), 10 a page, details and delete. */
export function OrdersManager() {
  const list = useListParams();
  const status: OrderStatus | 'all' = pick(ORDER_STATUSES, list.params.get('status'));
  const userType: OrderType | 'all' = pick(ORDER_TYPES, list.params.get('userType'));
  const { search, term, setTerm } = useSearchTerm(list);
  const query = useGetAllOrdersQuery({ page: list.page, status, userType, search });
  const remove = useDeleteOrderMutation();
  const [viewing, setViewing] = useState<Order | null>(null);
  const deletion = useConfirmDelete<Order>({
    remove: (order) => remove.mutateAsync(order),
    deleted: messages.ORDER_DELETED,
    failed: messages.DELETE_ORDER_FAILED,
  });

  /** From the details dialog too: it closes, the confirmation opens. */
  const askDelete = (order: Order) => {
    setViewing(null);
    deletion.ask(order);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[12rem_12rem_1fr] sm:items-end">
        <SelectField
          label={t('admin.orders.status')}
          value={status}
          onChange={(event) => list.setFilter('status', event.target.value)}
          options={[{ value: 'all', label: t('admin.orders.allStatuses') }, ...ORDER_STATUSES.map((value) => ({ value, label: t(`orderStatus.${value}`) }))]}
        />
        <SelectField
          label={t('admin.orders.userType')}
          value={userType}
          onChange={(event) => list.setFilter('userType', event.target.value)}
          options={[{ value: 'all', label: t('admin.orders.allTypes') }, ...ORDER_TYPES.map((value) => ({ value, label: t(`admin.orders.type.${value}`) }))]}
        />
        <AdminSearchField
          label={t('admin.orders.search')}
          placeholder={t('admin.orders.searchPlaceholder')}
          value={term}
          onChange={setTerm}
        />
      </div>
      <AdminList
        query={query}
        failedTitle={messages.FETCH_ORDERS_FAILED}
        count={(data) => t('admin.orders.count', { count: data.total })}
        paging={(data) => data}
      >
        {(data) => (
          <AdminTable
            label={t('page.adminOrders.title')}
            columns={orderColumns()}
            rows={data.data}
            rowKey={(order) => order._id}
            empty={t('admin.orders.empty')}
            renderActions={(order) => (
              <>
                <Button variant="ghost" size="icon" aria-label={t('admin.orders.view', { number: order.orderNumber })} onClick={() => setViewing(order)}>
                  <Eye aria-hidden="true" className="size-4" />
                </Button>
                {/* An invoiced order is cancelled, not deleted: its credit note follows (issue 27 item 13). */}
                {order.invoiceNumber ? null : (
                  <DeleteIconButton label={t('admin.action.delete', { name: order.orderNumber })} onClick={() => askDelete(order)} />
                )}
              </>
            )}
          />
        )}
      </AdminList>
      {viewing ? <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} onDelete={askDelete} /> : null}
      <ConfirmDialog title={t('admin.orders.deleteTitle')} {...deletion.dialog}>
        {t('admin.orders.deleteText', { number: deletion.target?.orderNumber ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
