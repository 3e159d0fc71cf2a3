import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { NavigationProgress } from '../components/ui/spinner';

/** Above every page: the loading bar while a lazy page loads, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <NavigationProgress active={navigation.state === 'loading'} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
