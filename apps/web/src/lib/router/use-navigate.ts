import { useCallback } from 'react';
import { useNavigate as useRouterNavigate, type NavigateOptions, type To } from 'react-router';
import { useNavigationState } from './navigation-state';

/**
 * react-router's navigate, whose promise (as with the data router) settles
 * once the new page is on screen: code that runs after `await navigate(...)`
 * (emptying the cart after an order, ending the session after logout) does
 * not show on the page being left.
 */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => Promise<void> {
  const navigate = useRouterNavigate();
  const { whenShown } = useNavigationState();
  return useCallback(
    async (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') await navigate(to);
      else await navigate(to, options);
      await whenShown();
    },
    [navigate, whenShown],
  );
}
