// Scroll restoration as the data router's <ScrollRestoration> did it: a new
// page opens at the top (or at its #hash), Back and Forward return to where the
// shopper left each history entry (kept in sessionStorage across reloads), and
// a navigation with `preventScrollReset` (filters, sorts) keeps the position.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useNavigationState } from './navigation-state';

const STORAGE_KEY = 'store-scroll-positions';

/** Scroll position per history entry (location.key). */
let positions: Record<string, number> | null = null;
/** The entry on screen, once <ScrollRestoration> has shown it. */
let shownKey: string | null = null;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  positions = {};
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (stored && typeof stored === 'object') {
      for (const [key, y] of Object.entries(stored)) if (typeof y === 'number') positions[key] = y;
    }
  } catch {
    // No stored positions: every page opens at the top.
  }
  return positions;
}

/** Called as a navigation starts, while the page being left is still on screen. */
export function saveScrollPosition(): void {
  if (shownKey !== null) savedPositions()[shownKey] = window.scrollY;
}

function storePositions(): void {
  saveScrollPosition();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
  } catch {
    // Storage full or blocked: positions live for this page load only.
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView();
    return element !== null;
  } catch {
    return false;
  }
}

/** Render once, inside the routes, so it runs when a page has rendered (after its lazy chunks). */
export function ScrollRestoration() {
  const location = useLocation();
  const { preventScrollReset } = useNavigationState();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      storePositions();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
      shownKey = null;
    };
  }, []);

  useLayoutEffect(() => {
    shownKey = location.key;
    const saved = savedPositions()[location.key];
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (!scrollToHash(location.hash) && !preventScrollReset) window.scrollTo(0, 0);
    // Both change together: each navigation brings a new location object.
  }, [location, preventScrollReset]);

  return null;
}
