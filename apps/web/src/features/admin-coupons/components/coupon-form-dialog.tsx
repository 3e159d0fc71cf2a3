import { zodResolver } from '@hookform/resolvers/zod';
import { couponInputSchema, messages, type Coupon, type CouponFormInput, type CouponInput } from '@store/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '#web/components/admin/form-dialog';
import { useFormDialog } from '#web/components/admin/use-form-dialog';
import { CheckboxListField } from '#web/components/ui/checkbox-list-field';
import { InputField } from '#web/components/ui/input-field';
import { SelectField } from '#web/components/ui/select-field';
import { t } from '#web/lib/i18n';
import { useSaveCouponMutation } from '../api/coupons-admin-api';

/** A category or brand the coupon can be limited to. */
export interface CouponChoice {
  value: string;
  label: string;
}

interface CouponFormDialogProps {
  /** The coupon to edit; null for a new one. */
  coupon: Coupon | null;
  /** The store's categories and brands, from the route (docs/conventions.md#6-features-do-not-import-features). */
  categories: readonly CouponChoice[];
  brands: readonly CouponChoice[];
  onClose: () => void;
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

/** The count beside a list's legend: "2 selected", or "All" when none is ticked (the coupon is not limited by it). */
const tickedSummary = (ids: readonly string[] | undefined) => (ids && ids.length > 0 ? t('admin.coupons.selected', { n: ids.length }) : t('admin.coupons.all'));

/**
 * Create or edit a coupon code: its discount, minimum spend, dates (store
 * time), limits, the categories and brands it is limited to (docs/decisions/033)
 * and its active flag. Mounted only while open.
 */
export function CouponFormDialog({ coupon, categories, brands, onClose }: CouponFormDialogProps) {
  const save = useSaveCouponMutation();
  const form = useForm<CouponFormInput, unknown, CouponInput>({
    // The form holds what was typed; the contract's schema checks it and gives the numbers.
    resolver: zodResolver(couponInputSchema),
    defaultValues: {
      code: coupon?.code ?? '',
      kind: coupon?.kind ?? 'percent',
      value: text(coupon?.value ?? null),
      minSpend: text(coupon?.minSpend ?? null),
      startsAt: coupon?.startsAt ?? '',
      endsAt: coupon?.endsAt ?? '',
      totalLimit: text(coupon?.totalLimit ?? null),
      perCustomerLimit: text(coupon?.perCustomerLimit ?? null),
      categoryIds: coupon?.categoryIds ?? [],
      brandIds: coupon?.brandIds ?? [],
      active: coupon?.active ?? true,
    },
  });
  const { dialog, register, errors } = useFormDialog({
    form,
    save: (input: CouponInput) => save.mutateAsync({ id: coupon?._id, input }),
    saved: messages.COUPON_SAVED,
    failed: messages.SERVER_ERROR,
    fields: ['code', 'kind', 'value', 'minSpend', 'startsAt', 'endsAt', 'totalLimit', 'perCustomerLimit', 'categoryIds', 'brandIds'],
    conflictField: 'code',
    conflictCode: 'COUPON_CODE_TAKEN',
    onClose,
  });

  return (
    <FormDialog
      title={coupon ? t('admin.coupons.editTitle', { code: coupon.code }) : t('admin.coupons.createTitle')}
      {...dialog}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t('admin.coupons.code')} autoComplete="off" dir="ltr" error={errors.code?.message} {...register('code')} />
        <SelectField
          label={t('admin.coupons.kind')}
          options={[
            { value: 'percent', label: t('admin.coupons.kindPercent') },
            { value: 'fixed', label: t('admin.coupons.kindFixed') },
          ]}
          error={errors.kind?.message}
          {...register('kind')}
        />
        <InputField label={t('admin.coupons.value')} inputMode="decimal" hint={t('admin.coupons.valueHint')} error={errors.value?.message} {...register('value')} />
        <InputField label={t('admin.coupons.minSpend')} inputMode="decimal" error={errors.minSpend?.message} {...register('minSpend')} />
        <InputField label={t('admin.coupons.startsAt')} type="datetime-local" error={errors.startsAt?.message} {...register('startsAt')} />
        <InputField label={t('admin.coupons.endsAt')} type="datetime-local" error={errors.endsAt?.message} {...register('endsAt')} />
        <InputField label={t('admin.coupons.totalLimit')} inputMode="numeric" hint={t('admin.coupons.limitHint')} error={errors.totalLimit?.message} {...register('totalLimit')} />
        <InputField
          label={t('admin.coupons.perCustomerLimit')}
          inputMode="numeric"
          hint={t('admin.coupons.limitHint')}
          error={errors.perCustomerLimit?.message}
          {...register('perCustomerLimit')}
        />
      </div>
      <Controller
        control={form.control}
        name="categoryIds"
        render={({ field, fieldState }) => (
          <CheckboxListField
            label={t('admin.coupons.categories')}
            summary={tickedSummary(field.value)}
            hint={t('admin.coupons.categoriesHint')}
            empty={t('admin.coupons.noCategories')}
            options={categories}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="brandIds"
        render={({ field, fieldState }) => (
          <CheckboxListField
            label={t('admin.coupons.brands')}
            summary={tickedSummary(field.value)}
            hint={t('admin.coupons.brandsHint')}
            empty={t('admin.coupons.noBrands')}
            options={brands}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-4 rounded border-field accent-accent" {...register('active')} />
        {t('admin.coupons.active')}
      </label>
    </FormDialog>
  );
}
