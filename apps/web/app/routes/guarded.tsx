import type { LoaderFunctionArgs } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { AuthGuard } from '#web/features/auth/components/auth-guard';
import { guardRequest } from '../lib/guard';

/** The server's guard for the page asked for; in the browser, AuthGuard applies the same rules as the session changes. */
export function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>) {
  guardRequest(request, context.user);
  return null;
}

export default AuthGuard;
