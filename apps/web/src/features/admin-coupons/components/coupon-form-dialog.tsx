import { zodResolver } from '@hookform/resolvers/zod';
import { couponInputSchema, messages, type Coupon, type CouponFormInput, type CouponInput } from '@store/contract';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useFormDialog } from '../../../components/admin/use-form-dialog';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { t } from '../../../lib/i18n';
import { useSaveCouponMutation } from '../api/coupons-admin-api';

interface CouponFormDialogProps {
  /** The coupon to edit; null for a new one. */
  coupon: Coupon | null;
  onClose: () => void;
}


const text = (value: number | string | null) => (value === null ? '' : String(value));

/** Create or edit a coupon code: its discount, minimum spend, dates (store time), limits and active flag. Mounted only while open. */
export function CouponFormDialog({ coupon, onClose }: CouponFormDialogProps) {
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
      active: coupon?.active ?? true,
    },
  });
  const { onSubmit, formError, submitting } = useFormDialog({
    form,
    // Categories and brands the coupon is limited to are kept as they are (set through the API).
    save: (values: CouponInput) => {
      const input: CouponFormInput = { ...values, categoryIds: coupon?.categoryIds ?? [], brandIds: coupon?.brandIds ?? [] };
      return save.mutateAsync({ id: coupon?._id, input });
    },
    saved: messages.COUPON_SAVED,
    failed: messages.SERVER_ERROR,
    fields: ['code', 'kind', 'value', 'minSpend', 'startsAt', 'endsAt', 'totalLimit', 'perCustomerLimit'],
    conflictField: 'code',
    conflictCode: 'COUPON_CODE_TAKEN',
    onSaved: onClose,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <FormDialog
      title={coupon ? t('admin.coupons.editTitle', { code: coupon.code }) : t('admin.coupons.createTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      formError={formError}
      submitting={submitting}
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
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-4 rounded border-field accent-accent" {...register('active')} />
        {t('admin.coupons.active')}
      </label>
    </FormDialog>
  );
}
