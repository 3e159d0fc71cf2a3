// The ids of the saved products, for the hearts on cards and product pages
// (issue 14 item 6, docs/decisions/035). Small on purpose: it is in every
// page's code. A guest's list is read from local storage here; everything
// else (the server list, saving, the merge at login) is in wishlist-sync.ts,
// loaded when a heart is pressed or a session starts.
import { useSyncExternalStore } from 'react';
import type { SessionEvent } from '../session-events';

export const GUEST_WISHLIST_KEY = 'guest_wishlist';

let ids: readonly string[] | null = null;
const listeners = new Set<() => void>();

/** The guest's saved ids, newest first; anything unreadable is an empty list. */
export function loadGuestWishlist(storage: Storage | undefined = globalThis.localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(GUEST_WISHLIST_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The saved ids now; a first read in the browser takes the guest's list. */
export function savedIds(): readonly string[] {
  ids ??= loadGuestWishlist();
  return ids;
}

export function setSavedIds(next: readonly string[]): void {
  ids = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `productId` is saved; false on the server and in the first browser render. */
export function useIsSaved(productId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => savedIds().includes(productId),
    () => false,
  );
}

/** Every saved id (newest first); empty on the server. */
export function useSavedIds(): readonly string[] {
  return useSyncExternalStore(subscribe, savedIds, () => EMPTY);
}
const EMPTY: readonly string[] = [];

let signedIn = false;
/** Whether the list is a signed-in visitor's, kept on the server. */
export const isSignedIn = (): boolean => signedIn;

/** A session started or ended: the wishlist's code follows it (fetching, merging), loaded only then. */
export function followWishlistSession(event: SessionEvent): void {
  // Admins have no wishlist (they cannot use the shop, docs/store-rules.md#roles).
  if (event.type === 'profileUpdated' || (event.type === 'sessionStarted' && event.user.role === 'admin')) return;
  signedIn = event.type === 'sessionStarted';
  void import('./wishlist-sync').then((sync) => sync.followWishlistSession(event)).catch(() => undefined);
}
