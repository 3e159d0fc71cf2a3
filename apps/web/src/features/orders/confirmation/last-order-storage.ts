import { orderSchema, type Order } from '@store/contract';

/** The order just placed, for a reload of the confirmation page (router state does not survive one everywhere). */
export const LAST_ORDER_KEY = 'last_order';

export function saveLastOrder(order: Order, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(LAST_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Without storage the confirmation still has the router state.
  }
}

/** The order in router state, else the one kept in session storage; anything unreadable counts as none. */
export function readConfirmedOrder(state: unknown, storage: Storage | undefined = globalThis.sessionStorage): Order | null {
  if (typeof state === 'object' && state !== null && 'order' in state) {
    const fromState = orderSchema.safeParse(state.order);
    if (fromState.success) return fromState.data;
  }
  try {
    const raw = storage?.getItem(LAST_ORDER_KEY);
    if (!raw) return null;
    const stored = orderSchema.safeParse(JSON.parse(raw));
    return stored.success ? stored.data : null;
  } catch {
    return null;
  }
}
