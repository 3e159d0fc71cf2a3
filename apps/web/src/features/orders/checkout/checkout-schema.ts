import { placeGuestOrderSchema, type PaymentMethod, type PlaceGuestOrderInput, type User } from '@store/contract';

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

export function checkoutDefaults(user: User | null) {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    deliveryAddress: { city: '', area: '', street: '', building: '', apartment: '', landmark: '' },
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    companyName: '',
    companyTrn: '',
  };
}
