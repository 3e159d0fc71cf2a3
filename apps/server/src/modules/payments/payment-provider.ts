import type { Order, PaymentMethod } from '@store/contract';

// The payment step behind one interface (issue 13 item 7, docs/decisions/029).
// Today both methods are paid to the courier, so the step asks nothing of
// anybody and the order starts `pending` as the spec's state rules say. An
// online card or buy-now-pay-later provider implements the same interface
// later: it answers with a redirect, and its webhook moves the order's
// payment state (awaiting, paid, failed, refunded) as the decision describes.
// No provider is faked here.

/** What the checkout does after the order is written. */
export type PaymentStart =
  /** Nothing to pay now: the courier takes cash or card at the door. */
  | { kind: 'on_delivery' }
  /** Send the buyer to the provider's page (an online provider, later). */
  | { kind: 'redirect'; url: string; providerReference: string };

/** A provider's word about a payment, from its webhook or a status query (an online provider, later). */
export type PaymentEvent =
  | { kind: 'paid'; providerReference: string; amountFils: number }
  | { kind: 'failed'; providerReference: string; reason: string }
  | { kind: 'refunded'; providerReference: string; amountFils: number };

export interface PaymentProvider {
  /** The methods this provider takes. */
  readonly methods: readonly PaymentMethod[];
  /** Called once the order is committed: how the buyer pays it. */
  start(order: Pick<Order, '_id' | 'orderNumber' | 'totalPrice' | 'paymentMethod'>): Promise<PaymentStart>;
}

/** Cash or card, both to the courier: no online step. */
export const onDeliveryPayments: PaymentProvider = {
  methods: ['cash_on_delivery', 'card_on_delivery'],
  async start() {
    return { kind: 'on_delivery' };
  },
};

/** The provider for a method; every method the store offers today is paid on delivery. */
export function paymentProviderFor(method: PaymentMethod, providers: readonly PaymentProvider[] = [onDeliveryPayments]): PaymentProvider {
  const provider = providers.find((p) => p.methods.includes(method));
  if (!provider) throw new Error(`no payment provider takes ${method}`);
  return provider;
}
