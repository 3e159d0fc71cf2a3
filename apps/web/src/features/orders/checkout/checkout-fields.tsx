import { EMIRATES, PAYMENT_METHODS, type PaymentMethod } from '@store/contract';
import { Banknote, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { InputField } from '#web/components/ui/input-field';
import { SelectField } from '#web/components/ui/select-field';
import { cn } from '#web/lib/cn';
import { emirateName } from '#web/lib/emirate-name';
import { t } from '#web/lib/i18n';
import type { CheckoutFormValues } from './checkout-schema';
import '#web/lib/i18n/en-auth';
import '#web/lib/i18n/en-orders';
import '#web/lib/i18n/en-invoices';

const optional = (label: string) => t('checkout.optionalField', { label });

/** A numbered block of the checkout form. */
export function CheckoutSection({ step, title, description, children }: { step: number; title: string; description?: string; children: ReactNode }) {
  const headingId = `checkout-step-${step}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-white">
          {step}
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Name, e-mail and phone of a guest (docs/store-rules.md#roles). */
export function ContactFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField label={t('checkout.name')} autoComplete="name" error={errors.name?.message} className="sm:col-span-2" {...register('name')} />
      <InputField
        label={t('checkout.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <InputField
        label={t('checkout.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('auth.placeholder.phone')}
        hint={t('auth.hint.phone')}
        error={errors.phone?.message}
        {...register('phone')}
      />
    </div>
  );
}

/** The delivery address of docs/store-rules.md#delivery-address: one of the seven emirates, then down to the flat. */
export function AddressFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const fieldErrors = errors.deliveryAddress;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('checkout.emirate')}
        placeholder={t('checkout.chooseEmirate')}
        options={EMIRATES.map((emirate) => ({ value: emirate, label: emirateName(emirate) }))}
        autoComplete="address-level1"
        error={fieldErrors?.emirate?.message}
        {...register('deliveryAddress.emirate')}
      />
      <InputField label={t('checkout.city')} autoComplete="address-level2" error={fieldErrors?.city?.message} {...register('deliveryAddress.city')} />
      <InputField label={t('checkout.area')} autoComplete="address-level3" error={fieldErrors?.area?.message} {...register('deliveryAddress.area')} />
      <InputField label={t('checkout.street')} autoComplete="address-line1" error={fieldErrors?.street?.message} {...register('deliveryAddress.street')} />
      <InputField label={t('checkout.building')} error={fieldErrors?.building?.message} {...register('deliveryAddress.building')} />
      <InputField
        label={optional(t('checkout.apartment'))}
        autoComplete="address-line2"
        error={fieldErrors?.apartment?.message}
        {...register('deliveryAddress.apartment')}
      />
      <InputField
        label={optional(t('checkout.landmark'))}
        hint={t('checkout.landmarkHint')}
        error={fieldErrors?.landmark?.message}
        className="sm:col-span-2"
        {...register('deliveryAddress.landmark')}
      />
    </div>
  );
}

const PAYMENT_ICONS: Record<PaymentMethod, typeof Banknote> = { cash_on_delivery: Banknote, card_on_delivery: CreditCard };
const PAYMENT_TEXT = {
  cash_on_delivery: { label: 'payment.cash', hint: 'payment.cashHint' },
  card_on_delivery: { label: 'payment.card', hint: 'payment.cardHint' },
} as const;

/** Cash or card, both paid when the order arrives (docs/store-rules.md#checkout). */
export function PaymentFields() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const chosen = watch('paymentMethod');
  return (
    <fieldset>
      <legend className="sr-only">{t('checkout.payment')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {PAYMENT_METHODS.map((method) => {
          const Icon = PAYMENT_ICONS[method];
          const text = PAYMENT_TEXT[method];
          return (
            <label
              key={method}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                chosen === method ? 'border-accent bg-accent-soft ring-1 ring-accent' : 'border-slate-300 hover:border-slate-400',
              )}
            >
              <input type="radio" value={method} defaultChecked={method === 'cash_on_delivery'} className="mt-1 size-4 accent-accent" {...register('paymentMethod')} />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                  <Icon aria-hidden="true" className="size-4 text-slate-600" />
                  {t(text.label)}
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">{t(text.hint)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {errors.paymentMethod?.message ? <p className="mt-2 text-sm text-danger">{errors.paymentMethod.message}</p> : null}
    </fieldset>
  );
}

/** A business buyer's company name and TRN, printed on the tax invoice (issue 13 item 4); folded away for everyone else. */
export function BusinessFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const open = Boolean(errors.companyName ?? errors.companyTrn);
  return (
    <details open={open || undefined} className="group mt-5 rounded-xl border border-slate-200 px-4 py-3">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">{t('invoice.businessTitle')}</summary>
      <p className="mt-1 text-sm text-slate-600">{t('invoice.businessHint')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <InputField
          label={optional(t('invoice.companyName'))}
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <InputField
          label={optional(t('invoice.companyTrn'))}
          inputMode="numeric"
          hint={t('invoice.companyTrnHint')}
          error={errors.companyTrn?.message}
          {...register('companyTrn')}
        />
      </div>
    </details>
  );
}
