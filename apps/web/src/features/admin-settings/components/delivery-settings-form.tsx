import { zodResolver } from '@hookform/resolvers/zod';
import { deliverySettingsInputSchema, EMIRATES, formatAed, LOCALE, messages, type DeliverySettings, type Emirate } from '@store/contract';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { useFormDialog } from '#web/components/admin/use-form-dialog';
import { TitledSection } from '#web/components/ui/titled-section';
import { t } from '#web/lib/i18n';
import { useSaveDeliverySettingsMutation } from '../api/delivery-settings-api';

type FormInput = z.input<typeof deliverySettingsInputSchema>;
type FormOutput = z.output<typeof deliverySettingsInputSchema>;

/** The fields the server may name in its 400 `errors`. */
const FIELDS: readonly FieldPath<FormInput>[] = [...EMIRATES.map((emirate) => `fees.${emirate}` as const), 'freeDeliveryThreshold'];

const asText = (aed: number | null) => (aed === null ? '' : String(aed));

function defaultsOf(settings: DeliverySettings): FormInput {
  const fees = Object.fromEntries(EMIRATES.map((emirate) => [emirate, ''])) as Record<Emirate, string>;
  for (const row of settings.fees) fees[row.emirate] = asText(row.fee);
  return { fees, freeDeliveryThreshold: asText(settings.freeDeliveryThreshold) };
}

/**
 * The delivery settings form (docs/decisions/032): one fee per emirate (empty:
 * DELIVERY_FEE_AED, shown as the placeholder) and the free-delivery threshold.
 * The contract's schema checks it before it is sent; the server's field errors
 * show at their fields.
 */
export function DeliverySettingsForm({ settings }: { settings: DeliverySettings }) {
  const save = useSaveDeliverySettingsMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(deliverySettingsInputSchema),
    defaultValues: defaultsOf(settings),
  });
  const {
    dialog: { onSubmit, formError, submitting },
    register,
    errors,
  } = useFormDialog({
    form,
    save: (values) => save.mutateAsync(values),
    saved: messages.DELIVERY_SETTINGS_SAVED,
    failed: messages.SERVER_ERROR,
    fields: FIELDS,
    onSaved: (result) => form.reset(defaultsOf(result.data)),
  });
  const standard = formatAed(settings.defaultFee, LOCALE);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TitledSection headingId="delivery-fees" title={t('admin.settings.delivery.title')} card="main">
        <p className="mt-1 max-w-prose text-sm text-slate-600">{t('admin.settings.delivery.hint', { fee: standard })}</p>
        <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {EMIRATES.map((emirate) => (
            <InputField
              key={emirate}
              label={t('admin.settings.delivery.fee', { emirate })}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder={t('admin.settings.delivery.standard', { fee: standard })}
              error={errors.fees?.[emirate]?.message}
              {...register(`fees.${emirate}`)}
            />
          ))}
        </div>
      </TitledSection>
      <TitledSection headingId="free-delivery" title={t('admin.settings.threshold.title')} card="main">
        <div className="mt-4 max-w-sm">
          <InputField
            label={t('admin.settings.threshold.field')}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            hint={t('admin.settings.threshold.hint')}
            error={errors.freeDeliveryThreshold?.message}
            {...register('freeDeliveryThreshold')}
          />
        </div>
      </TitledSection>
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('admin.settings.saving') : t('admin.settings.save')}
        </Button>
      </div>
    </form>
  );
}
