import type { LoaderFunctionArgs } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { AuthGuard } from '#web/features/auth/components/auth-guard';
import { guardRequest } from '../lib/guard';

/**
 * The server's guard for the page asked for; in the browser, AuthGuard applies the same rules as the session
 * changes. It also answers the session the server read, on every navigation and after every action, so a
 * login, a reset or a registration done by a route action reaches the browser's auth state (docs/decisions/045).
 */
export function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>) {
  guardRequest(request, context.user);
  return { user: context.user };
}

export default AuthGuard;
