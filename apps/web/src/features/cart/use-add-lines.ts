// "Add build to cart" (docs/decisions/049, "The builder page"): several lines in one
// step through the cart's own changes. A hook of its own, apart from
// ./use-cart-actions.ts, so only the page that adds several lines downloads it
// (e2e/tests/weight.spec.ts: the first visit's budget).
import { useCallback } from 'react';
import { useToast } from '#web/components/ui/toast/use-toast';
import { useCartStore } from './state/cart-context';
import type { CartLineInput } from './state/cart-changes';

/** Adds every line in one step or none; `added` is the success toast's title. A refusal's toast names its product. */
export function useAddLines(): (lines: readonly CartLineInput[], added: string) => Promise<boolean> {
  const cart = useCartStore();
  const toast = useToast();
  return useCallback(
    async (lines: readonly CartLineInput[], added: string) => {
      const result = await (await import('./state/cart-changes')).addLinesToCart(cart, lines);
      if (result.ok) toast({ tone: 'success', title: added });
      // The cart's own sentence ('Only {n} items available in stock') under the part's name.
      else if (result.product) toast({ tone: 'warning', title: result.product.title, description: result.problem.message });
      else toast({ tone: 'error', title: result.problem.message });
      return result.ok;
    },
    [cart, toast],
  );
}
