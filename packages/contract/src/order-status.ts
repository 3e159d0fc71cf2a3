import { ORDER_STATUSES, type OrderStatus } from './lists';

/**
 * The order lifecycle (docs/store-rules.md#order-statuses): pending -> confirmed ->
 * processing -> shipped -> delivered; cancelled from pending, confirmed or
 * processing. Nothing leaves delivered or cancelled.
 */
const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function allowedNextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[from];
}

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** An order still open holds stock: cancelling or deleting it gives the stock back. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== 'cancelled' && status !== 'delivered' && status !== 'shipped';
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The statuses in which a customer may cancel an order themselves (issue 13
 * item 3): before the store starts preparing it. From processing on, only
 * the store can (NEXT_STATUSES above).
 */
export const CUSTOMER_CANCELLABLE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly OrderStatus[];

export function canCustomerCancel(status: OrderStatus): boolean {
  return (CUSTOMER_CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(status);
}
