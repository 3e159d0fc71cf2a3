import { createContext, useContext } from 'react';

export interface NavigationState {
  /** A navigation is under way: the next page's code is loading, the current page still shows. */
  pending: boolean;
  /** The navigation to the shown location asked to keep the scroll position. */
  preventScrollReset: boolean;
  /** Settles once the latest navigation's page is on screen. */
  whenShown: () => Promise<void>;
}

export const NavigationStateContext = createContext<NavigationState>({
  pending: false,
  preventScrollReset: false,
  whenShown: () => Promise.resolve(),
});

/** What the data router's useNavigation() told, for a <HistoryRouter>; idle outside one. */
export function useNavigationState(): NavigationState {
  return useContext(NavigationStateContext);
}
