import { PAYMENT_METHODS, type PaymentMethod } from '@store/contract';
import { Banknote, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { DeliveryAddressFields, optionalLabel as optional } from '#web/components/ui/address-fields';
import { ContactFields } from '#web/components/ui/contact-fields';
import { InputField } from '#web/components/ui/input-field';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import type { CheckoutFormValues } from './checkout-schema';

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

/**
 * A field of the checkout form: registered with the form library, and its first value in the server's
 * HTML (the fields as sent, when the page came back from its action), which the library then keeps.
 */
function useCheckoutField() {
  const { register, formState } = useFormContext<CheckoutFormValues>();
  const defaults = formState.defaultValues;
  return (name: FieldPath<CheckoutFormValues>) => {
    const [head, tail] = name.split('.') as [keyof CheckoutFormValues, string | undefined];
    const value = tail ? (defaults?.deliveryAddress as Record<string, unknown> | undefined)?.[tail] : defaults?.[head];
    return { ...register(name), defaultValue: typeof value === 'string' ? value : undefined };
  };
}

/** Name, e-mail and phone of a guest (docs/store-rules.md#roles): the store's contact fields. */
export function GuestContactFields() {
  const {
    formState: { errors, defaultValues },
  } = useFormContext<CheckoutFormValues>();
  const field = useCheckoutField();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ContactFields values={defaultValues} errorOf={(name) => errors[name]?.message} bind={field} nameClassName="sm:col-span-2" />
    </div>
  );
}

/** The delivery address of docs/store-rules.md#delivery-address: the store's address fields, bound to the checkout's form. */
export function AddressFields() {
  const {
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const register = useCheckoutField();
  return <DeliveryAddressFields errorOf={(name) => errors.deliveryAddress?.[name]?.message} bind={(name) => register(`deliveryAddress.${name}`)} />;
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
    formState: { errors, defaultValues },
  } = useFormContext<CheckoutFormValues>();
  const chosen = watch('paymentMethod');
  // The one checked in the server's HTML: the one sent, or cash.
  const first = defaultValues?.paymentMethod ?? 'cash_on_delivery';
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
              <input type="radio" value={method} defaultChecked={method === first} className="mt-1 size-4 accent-accent" {...register('paymentMethod')} />
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
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const register = useCheckoutField();
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
