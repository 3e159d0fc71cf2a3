import { EMIRATES, PAYMENT_METHODS, placeGuestOrderSchema, type PaymentMethod, type PlaceGuestOrderInput, type SavedAddress, type User } from '@store/contract';
import type { FieldErrors } from 'react-hook-form';
import type { FieldError } from '#web/lib/api-client';

/**
 * The checkout form, validated with the contract's own placement schema
 * (docs/conventions.md#1-one-schema-two-users): name, e-mail and phone (UAE by default, made
 * E.164), the delivery address, the payment method, and a business buyer's
 * company name and TRN for the tax invoice (optional). A customer's contact
 * details come from the account, already valid, and are not shown nor sent.
 */
export const checkoutSchema = placeGuestOrderSchema.pick({
  name: true,
  email: true,
  phone: true,
  deliveryAddress: true,
  paymentMethod: true,
  companyName: true,
  companyTrn: true,
});

export type CheckoutFormValues = Pick<
  PlaceGuestOrderInput,
  'name' | 'email' | 'phone' | 'deliveryAddress' | 'paymentMethod' | 'companyName' | 'companyTrn'
>;

/** Field names as the server's `errors[].path` gives them, for showing its errors at the fields. */
export const CHECKOUT_FIELDS = [
  'name',
  'email',
  'phone',
  'deliveryAddress.emirate',
  'deliveryAddress.city',
  'deliveryAddress.area',
  'deliveryAddress.street',
  'deliveryAddress.building',
  'deliveryAddress.apartment',
  'deliveryAddress.landmark',
  'paymentMethod',
  'companyName',
  'companyTrn',
] as const;

const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cash_on_delivery';

/** A saved address as the form's fields (docs/store-rules.md#address-book). */
export function addressFormFields(address: SavedAddress): Record<string, string> {
  const { emirate, city, area, street, building, apartment = '', landmark = '' } = address;
  return Object.fromEntries(Object.entries({ emirate, city, area, street, building, apartment, landmark }).map(([name, value]) => [`deliveryAddress.${name}`, value]));
}

/**
 * The form's first values: empty (a customer's contact details from the account), the address chosen
 * from a customer's address book, or the fields as sent when the page came back from its action (a
 * refused placement; the coupon's buttons without JavaScript).
 */
export function checkoutDefaults(user: User | null, sent?: Record<string, string>, chosen?: SavedAddress) {
  const given = sent ?? (chosen ? addressFormFields(chosen) : undefined);
  const field = (name: (typeof CHECKOUT_FIELDS)[number]) => given?.[name] ?? '';
  const payment = PAYMENT_METHODS.find((method) => method === sent?.paymentMethod);
  const emirate = EMIRATES.find((one) => one === given?.['deliveryAddress.emirate']);
  return {
    name: user?.name ?? field('name'),
    email: user?.email ?? field('email'),
    phone: user?.phone ?? field('phone'),
    deliveryAddress: {
      ...(emirate ? { emirate } : {}),
      city: field('deliveryAddress.city'),
      area: field('deliveryAddress.area'),
      street: field('deliveryAddress.street'),
      building: field('deliveryAddress.building'),
      apartment: field('deliveryAddress.apartment'),
      landmark: field('deliveryAddress.landmark'),
    },
    paymentMethod: payment ?? DEFAULT_PAYMENT_METHOD,
    companyName: field('companyName'),
    companyTrn: field('companyTrn'),
  };
}

/** The server's field errors as the form library keeps them (`deliveryAddress.city` → nested), for the fields it has. */
export function serverFieldErrors(errors: FieldError[]): FieldErrors<CheckoutFormValues> {
  const nested: Record<string, unknown> = {};
  for (const error of errors) {
    if (!(CHECKOUT_FIELDS as readonly string[]).includes(error.path)) continue;
    const [head = '', tail] = error.path.split('.');
    const entry = { type: 'server', message: error.message };
    if (tail) nested[head] = { ...(nested[head] as object | undefined), [tail]: entry };
    else nested[head] = entry;
  }
  return nested as FieldErrors<CheckoutFormValues>;
}
