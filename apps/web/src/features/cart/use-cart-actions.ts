import { messages, type Product } from '@store/contract';
import { useCallback, useMemo } from 'react';
import { useToast } from '#web/components/ui/toast/use-toast';
import type { ApiProblem } from '#web/lib/api-client';
import { useCartStore } from './state/cart-context';
import { sentence } from '#web/lib/i18n/sentences';

/** The changes' code, loaded with the first change (a first visit makes none). */
const changes = () => import('./state/cart-changes');

export interface CartActions {
  /** Adds one of `product` (docs/store-rules.md#5-validation); resolves true when it is in the cart. */
  add: (product: Product, quantity?: number) => Promise<boolean>;
  /** Sets a line's quantity; anything below 1 is ignored (docs/store-rules.md#5-validation: a decrease to 0 is ignored). */
  setQuantity: (productId: string, quantity: number) => Promise<boolean>;
  remove: (productId: string) => Promise<boolean>;
}

/**
 * The cart's changes with their toasts (docs/store-rules.md#5-validation): the success sentences,
 * and a warning titled 'Stock Limit' when the stock says no ('Quantity Limit'
 * when the units one order may hold do, issue 15 item 8).
 */
export function useCartActions(): CartActions {
  const cart = useCartStore();
  const toast = useToast();

  const report = useCallback(
    (problem: ApiProblem) => {
      const text = problem.message;
      // The code, not the sentence: the server's refusal and the guest cart's own alike.
      if (problem.code === 'STOCK_LIMIT') toast({ tone: 'warning', title: sentence('STOCK_LIMIT_TITLE', messages.STOCK_LIMIT_TITLE), description: text });
      else if (problem.code === 'QUANTITY_LIMIT') toast({ tone: 'warning', title: sentence('QUANTITY_LIMIT_TITLE', messages.QUANTITY_LIMIT_TITLE), description: text });
      else toast({ tone: 'error', title: text });
    },
    [toast],
  );

  const add = useCallback(
    async (product: Product, quantity = 1) => {
      const result = await (await changes()).addToCart(cart, product, quantity);
      if (result.ok) {
        toast({ tone: 'success', title: sentence('CART_ADDED', messages.CART_ADDED) });
        return true;
      }
      report(result.problem);
      return false;
    },
    [cart, report, toast],
  );

  const setQuantity = useCallback(
    async (productId: string, quantity: number) => {
      if (quantity < 1) return false;
      const result = await (await changes()).updateQuantity(cart, productId, quantity);
      if (result.ok) {
        toast({ tone: 'success', title: sentence('CART_QUANTITY_UPDATED', messages.CART_QUANTITY_UPDATED, { n: quantity }) });
        return true;
      }
      report(result.problem);
      return false;
    },
    [cart, report, toast],
  );

  const remove = useCallback(
    async (productId: string) => {
      const result = await (await changes()).removeFromCart(cart, productId);
      if (result.ok) {
        toast({ tone: 'success', title: sentence('CART_REMOVED', messages.CART_REMOVED) });
        return true;
      }
      report(result.problem);
      return false;
    },
    [cart, report, toast],
  );

  return useMemo(() => ({ add, setQuantity, remove }), [add, setQuantity, remove]);
}

/** The product page's Add to Cart: one of the product, with its toast. */
export function useAddToCart(): (product: Product) => void {
  const { add } = useCartActions();
  return useCallback((product: Product) => void add(product, 1), [add]);
}
