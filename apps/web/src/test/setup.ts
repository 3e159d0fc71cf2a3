// oxlint-disable-next-line import/no-unassigned-import -- registers the DOM matchers
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { addEveryText } from '../lib/i18n/every-text';
import { toastRegion } from '../components/ui/toast/toaster';

// Every text of both languages, as the server holds them (in the app, a page adds the parts its routes name).
addEveryText();

// The toasts' region loads with the first toast in the app (components/ui/toast/toaster.tsx); tests see them at once.
await toastRegion.load();

// The first visit to a lazy route in a test file waits for its modules to be
// transformed on demand, which takes seconds when all the projects' files run
// in parallel on two cores. findBy*/waitFor give it that long (below the
// project's testTimeout, so a real failure still reports what was missing).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Radix's positioning code asks for.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
// Radix Toast's swipe captures the pointer; jsdom has no pointer capture.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
// The router's scroll restoration scrolls on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
