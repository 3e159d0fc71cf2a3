// The wishlist's behaviour (docs/decisions/035), loaded lazily: a guest's list
// in local storage, a customer's on the server, and the guest's list merged
// into the account when a session starts, like the cart (docs/store-rules.md#guest-cart-on-login).
import { messages, WISHLIST_MAX, type Product, type Wishlist } from '@store/contract';
import { apiRequest } from '../api-client';
import { currentLanguage } from '../language';
import type { SessionEvent } from '../session-events';
import { getWishlistRequest, mergeWishlistRequest, removeFromWishlistRequest, saveToWishlistRequest } from './wishlist-api';
import { GUEST_WISHLIST_KEY, loadGuestWishlist, savedIds, setSavedIds } from './wishlist-ids';
import { sentence } from '#web/lib/i18n/sentences';

function saveGuestWishlist(ids: readonly string[], storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (ids.length === 0) storage?.removeItem(GUEST_WISHLIST_KEY);
    else storage?.setItem(GUEST_WISHLIST_KEY, JSON.stringify(ids));
  } catch {
    // Private mode or a full storage: the list lives in memory for this visit.
  }
}

const idsOf = (list: Wishlist) => list.items.map((item) => item.product._id);

let accountList: Promise<Wishlist> | null = null;

/**
 * The signed-in customer's list from the server, with the guest's list merged
 * into it first when the browser holds one (which then leaves the browser; it
 * stays if the merge fails, for the next try). One request at a time: the
 * session's start and a wishlist page opened at once share it, so the page
 * never shows the account's list from before the merge.
 */
function accountWishlist(): Promise<Wishlist> {
  accountList ??= (async () => {
    const guest = loadGuestWishlist();
    if (guest.length === 0) return getWishlistRequest();
    const merged = await mergeWishlistRequest(guest);
    saveGuestWishlist([]);
    return merged;
  })().finally(() => {
    accountList = null;
  });
  return accountList;
}

/**
 * A session started: the guest's list joins the customer's on the server and
 * leaves the browser. Ended: back to a guest's (empty) list. Admins have no wishlist.
 */
export async function followWishlistSession(event: SessionEvent): Promise<void> {
  if (event.type === 'sessionEnded') {
    setSavedIds(loadGuestWishlist());
    return;
  }
  if (event.type !== 'sessionStarted' || event.user.role === 'admin') return;
  setSavedIds(idsOf(await accountWishlist()));
}

/**
 * Saves or removes one product, in the account's list when `signedIn`, else in
 * the browser. The heart changes at once and goes back if the server refuses.
 */
export async function toggleSaved(productId: string, signedIn: boolean): Promise<{ saved: boolean; message: string }> {
  const before = savedIds();
  const saved = !before.includes(productId);
  if (saved && before.length >= WISHLIST_MAX) throw new Error(sentence('WISHLIST_FULL', messages.WISHLIST_FULL));
  const next = saved ? [productId, ...before] : before.filter((id) => id !== productId);
  setSavedIds(next);
  if (!signedIn) {
    saveGuestWishlist(next);
    return outcome(saved);
  }
  try {
    const list = saved ? await saveToWishlistRequest(productId) : await removeFromWishlistRequest(productId);
    setSavedIds(idsOf(list));
  } catch (error) {
    setSavedIds(before);
    throw error;
  }
  return outcome(saved);
}

const outcome = (saved: boolean) => ({ saved, message: saved ? sentence('WISHLIST_ADDED', messages.WISHLIST_ADDED) : sentence('WISHLIST_REMOVED', messages.WISHLIST_REMOVED) });

/** The list with each product as the catalogue shows it now: the server's for a customer, else each saved product's. */
export async function loadWishlistProducts(signedIn: boolean): Promise<Product[]> {
  if (signedIn) {
    const list = await accountWishlist();
    setSavedIds(idsOf(list));
    return list.items.map((item) => item.product);
  }
  const lang = currentLanguage();
  const found = await Promise.all(
    loadGuestWishlist().map((id) =>
      apiRequest<{ data: { product: Product } }>(`/shop/products/get/${encodeURIComponent(id)}?lang=${lang}`, {
        fallbackMessage: sentence('FETCH_WISHLIST_FAILED', messages.FETCH_WISHLIST_FAILED),
      }).then(
        (response) => response.data.product,
        () => null,
      ),
    ),
  );
  return found.filter((product): product is Product => product !== null);
}
