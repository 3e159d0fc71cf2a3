import { messages, type Coupon } from '@store/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminList } from '#web/components/admin/admin-list';
import { AdminTable, type AdminColumn } from '#web/components/admin/admin-table';
import { useConfirmDelete } from '#web/components/admin/use-confirm-delete';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { DeleteIconButton, EditIconButton } from '#web/components/ui/icon-action-buttons';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatPrice, t } from '#web/lib/i18n';
import { useDeleteCouponMutation, useGetCouponsQuery } from '../api/coupons-admin-api';
import { CouponFormDialog, type CouponChoice } from './coupon-form-dialog';

type Editing = { coupon: Coupon | null } | null;

const NONE: Coupon[] = [];

/** "2026-12-01T09:00" as "2026-12-01 09:00": the store's own clock, as typed. */
const storeTime = (value: string) => value.replace('T', ' ');

function windowOf(c: Coupon): string {
  if (c.startsAt && c.endsAt) return t('admin.coupons.range', { from: storeTime(c.startsAt), to: storeTime(c.endsAt) });
  if (c.startsAt) return t('admin.coupons.from', { date: storeTime(c.startsAt) });
  if (c.endsAt) return t('admin.coupons.until', { date: storeTime(c.endsAt) });
  return t('admin.coupons.always');
}

/** The table's columns, made when it renders: the admin texts join the catalogue with the admin layout. */
const couponColumns = (): readonly AdminColumn<Coupon>[] => [
  {
    id: 'code',
    header: t('admin.coupons.code'),
    cellClassName: 'font-medium',
    cell: (c) => (
      <span className="flex flex-col">
        <span dir="ltr" className="font-mono">
          {c.code}
        </span>
        {c.categoryIds.length > 0 || c.brandIds.length > 0 ? <span className="text-xs font-normal text-slate-500">{t('admin.coupons.limited')}</span> : null}
      </span>
    ),
  },
  {
    id: 'discount',
    header: t('admin.coupons.discount'),
    cell: (c) => (c.kind === 'percent' ? t('admin.coupons.percentOff', { value: c.value }) : formatPrice(c.value)),
  },
  { id: 'minSpend', header: t('admin.coupons.minSpend'), cellClassName: 'tabular-nums', cell: (c) => (c.minSpend === null ? '—' : formatPrice(c.minSpend)) },
  { id: 'window', header: t('admin.coupons.window'), cellClassName: 'tabular-nums whitespace-nowrap', cell: windowOf },
  {
    id: 'uses',
    header: t('admin.coupons.uses'),
    cellClassName: 'tabular-nums',
    cell: (c) => (c.totalLimit === null ? String(c.usedCount) : t('admin.coupons.usesOf', { used: c.usedCount, limit: c.totalLimit })),
  },
  { id: 'perCustomer', header: t('admin.coupons.perCustomerLimit'), cellClassName: 'tabular-nums', cell: (c) => c.perCustomerLimit ?? '—' },
  { id: 'given', header: t('admin.coupons.given'), headerClassName: 'text-end', cellClassName: 'text-end tabular-nums', cell: (c) => formatPrice(c.discountTotal) },
  {
    id: 'status',
    header: t('admin.coupons.status'),
    cell: (c) =>
      c.active ? (
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">{t('admin.coupons.active')}</span>
      ) : (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{t('admin.coupons.inactive')}</span>
      ),
  },
];

export interface CouponsManagerProps {
  /** The choices of the form's "Only these categories / brands" (docs/decisions/033). */
  categories: readonly CouponChoice[];
  brands: readonly CouponChoice[];
}

/** The coupon codes' table with its create, edit and delete dialogs (issue 14 item 2). */
export function CouponsManager({ categories, brands }: CouponsManagerProps) {
  const query = useGetCouponsQuery();
  const remove = useDeleteCouponMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useConfirmDelete<Coupon>({
    remove: (coupon) => remove.mutateAsync(coupon._id),
    deleted: t('admin.coupons.deleted'),
    failed: messages.SERVER_ERROR,
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ coupon: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.coupons.add')}
        </Button>
      </div>
      <AdminList query={query} fallback={NONE} loading={<Skeleton className="h-48" />}>
        {(coupons) => (
          <AdminTable
            label={t('page.adminCoupons.title')}
            columns={couponColumns()}
            rows={coupons}
            rowKey={(c) => c._id}
            empty={t('admin.coupons.empty')}
            renderActions={(c) => (
              <>
                <EditIconButton label={t('admin.action.edit', { name: c.code })} onClick={() => setEditing({ coupon: c })} />
                <DeleteIconButton label={t('admin.action.delete', { name: c.code })} onClick={() => deletion.ask(c)} />
              </>
            )}
          />
        )}
      </AdminList>
      {editing ? <CouponFormDialog coupon={editing.coupon} categories={categories} brands={brands} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog title={t('admin.coupons.deleteTitle')} {...deletion.dialog}>
        {t('admin.coupons.deleteText', { code: deletion.target?.code ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
