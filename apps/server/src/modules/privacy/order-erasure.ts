import type { OrderStatus } from '@store/contract';
import type { DeliveryAddressJson } from '#server/db/schema/commerce';

// What an order keeps of its buyer once the buyer's account is deleted
// (issue 13 item 9, docs/decisions/031). Pure, so the rule reads in one place.

/** The name an order keeps when nothing of the buyer needs to stay: it was never invoiced nor supplied. */
export const ERASED_NAME = 'Deleted account';

/** Orders still on their way: a customer cannot delete the account while one is open (the courier needs the phone). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped'];

export interface ErasableOrder {
  status: OrderStatus;
  /** The order reached `confirmed` at some point: a tax invoice was issued for it (and a credit note if cancelled). */
  wasConfirmed: boolean;
  name: string;
  deliveryAddress: DeliveryAddressJson;
}

export interface ErasedOrderFields {
  name: string;
  email: string;
  phone: string;
  deliveryAddress: DeliveryAddressJson;
}

/**
 * A tax record: an order that was invoiced (it reached `confirmed`) or that is
 * being supplied (not cancelled). The FTA's tax invoice names the recipient and
 * the address of supply, and the law keeps it five years; a cancelled order
 * that was never confirmed was neither invoiced nor supplied.
 */
export function isTaxRecord(order: Pick<ErasableOrder, 'status' | 'wasConfirmed'>): boolean {
  return order.status !== 'cancelled' || order.wasConfirmed;
}

/**
 * The buyer's fields after erasure. Every order drops the e-mail, the phone, the
 * address's phone and landmark (notes for the courier). A tax record keeps the
 * name and the address of supply; any other order keeps only the emirate and
 * city (the sales figures by region) and no name.
 */
export function eraseOrderFields(order: ErasableOrder): ErasedOrderFields {
  const { emirate, city, area, street, building, apartment } = order.deliveryAddress;
  if (isTaxRecord(order)) {
    return {
      name: order.name,
      email: '',
      phone: '',
      deliveryAddress: { emirate, city, area, street, building, ...(apartment ? { apartment } : {}) },
    };
  }
  return { name: ERASED_NAME, email: '', phone: '', deliveryAddress: { emirate, city, area: '', street: '', building: '' } };
}
