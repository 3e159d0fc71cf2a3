import type { createRoutesStub } from 'react-router';
import AuthLayoutRoute from '#web-app/routes/auth-layout';
import GuardedRoute, { loader as guardLoader } from '#web-app/routes/guarded';

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** A stand-in page that shows only its name, as a heading: where the guard's redirects land. */
export const Page = (name: string) => () => <h1>{name}</h1>;

/**
 * The browser's route guard over the auth pages given (under /auth, in the auth layout, as
 * app/routes.ts nests them) and the other pages given.
 */
export function guardedRoutes(authPages: StubRoute[], otherPages: StubRoute[] = []): StubRoute {
  return { Component: GuardedRoute, loader: guardLoader, children: [{ path: 'auth', Component: AuthLayoutRoute, children: authPages }, ...otherPages] };
}
