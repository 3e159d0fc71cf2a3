// A cart's lines and total (docs/store-rules.md#cart-state): the total is the sum of
// quantity times price, worked out in fils so that 0.1 + 0.2 stays 0.30. What every
// shop page needs of the cart; the guest cart's changes are ./guest-cart-changes.ts.
import { aedToFils, filsToAed, type CartItem } from '@store/contract';

export interface CartContents {
  items: CartItem[];
  totalPrice: number;
}

/** The id of a line: a plain id for a guest, the populated product's `_id` for a customer. */
export function cartItemId(item: Pick<CartItem, 'productId'>): string {
  const { productId } = item;
  return typeof productId === 'string' ? productId : productId._id;
}

/** Sum of quantity times price; lines marked unavailable do not count (the server's rule too). */
export function cartTotal(items: readonly CartItem[]): number {
  const fils = items.reduce(
    (sum, item) => (item.available === false ? sum : sum + aedToFils(item.price) * item.quantity),
    0,
  );
  return filsToAed(fils);
}
