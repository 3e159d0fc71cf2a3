import { useEffect, useState } from 'react';

/** Longer than a navigation whose data is already at hand takes to render. */
const PROGRESS_DELAY_MS = 150;

/**
 * True once `active` has lasted a moment: the loading bar (announced as a
 * status) is for navigations that wait on the network, not for every one.
 */
export function useLasting(active: boolean): boolean {
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
