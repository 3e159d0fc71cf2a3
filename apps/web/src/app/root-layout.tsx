import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { NavigationProgress } from '../components/ui/spinner';
import { Toaster } from '../components/ui/toast/toaster';
import { useNavigationState } from '../lib/router/navigation-state';
import { ScrollRestoration } from '../lib/router/scroll-restoration';

/** Longer than a navigation whose page is already loaded takes to render. */
const PROGRESS_DELAY_MS = 150;

/**
 * True once `active` has lasted a moment: every navigation is a transition,
 * pending for a render or two even when no chunk has to load, and the bar
 * (announced as a status) is for the ones that wait on the network.
 */
function useLasting(active: boolean): boolean {
  const [lasting, setLasting] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setLasting(true), PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLasting(false);
    };
  }, [active]);
  return active && lasting;
}

/** Above every page: the loading bar while a lazy page loads, the toasts, and scroll restoration. */
export function RootLayout() {
  const { pending } = useNavigationState();
  return (
    <>
      <NavigationProgress active={useLasting(pending)} />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
