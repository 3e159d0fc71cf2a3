import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { NavigationProgress } from '../components/ui/spinner';
import { Toaster } from '../components/ui/toast/toaster';

/** Above every page: the loading bar while a lazy page loads, the toasts, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <NavigationProgress active={navigation.state === 'loading'} />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
