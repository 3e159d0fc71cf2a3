// The cart's hooks; the provider that fills them is src/app/store-provider.tsx.
import { useMemo } from 'react';
import { createStateContexts, useRequiredContext } from '#web/lib/reducer-store';
import type { SessionEvent } from '#web/lib/session-events';
import type { CartStore } from './cart-flows';
import { cartCount, checkoutLines, unavailableItems, type CartAction, type CartState } from './cart-reducer';

export const cartContexts = createStateContexts<CartState, CartAction | SessionEvent>();

/** The cart state (docs/store-rules.md#cart-state): re-renders when it changes. */
export function useCart(): CartState {
  return useRequiredContext(cartContexts.State, 'useCart');
}

/** The cart store, for the flows of cart-flows.ts. */
export function useCartStore(): CartStore {
  return useRequiredContext(cartContexts.Store, 'useCartStore');
}

/** The number on the cart button: every unit, not every line. */
export function useCartCount(): number {
  const { items } = useCart();
  return useMemo(() => cartCount(items), [items]);
}

/**
 * What the checkout orders and what it leaves out, worked out again only when
 * the items change, so the checkout does not re-render for nothing.
 */
export function useCheckoutCart() {
  const { items } = useCart();
  const lines = useMemo(() => checkoutLines(items), [items]);
  const unavailable = useMemo(() => unavailableItems(items), [items]);
  return { lines, unavailable };
}
