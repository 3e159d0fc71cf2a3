// docs/store-rules.md#route-guard as one pure function. The guard component feeds
// it the location and the auth state and follows its answer.
import type { Role } from '@store/contract';
import { englishPath, hasTwin, languageOfPath, pathInLanguage } from '#web/lib/language';

export const ROUTES = {
  login: '/auth/login',
  register: '/auth/register',
  shopHome: '/shop/home',
  account: '/shop/account',
  adminHome: '/admin/dashboard',
  unauthorized: '/unauth-page',
} as const;

export interface RouteGuardInput {
  pathname: string;
  isAuthenticated: boolean;
  role: Role | null;
  /** The page remembered when a guest was sent to log in (router state `from`). */
  from?: string | null;
}

export interface RouteDecision {
  /** Where to go instead; absent when the page may be shown. */
  redirect?: string;
  /** The page to come back to after logging in. */
  rememberFrom?: string;
}

function isUnder(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

/**
 * The pages of signing in: open to guests; a signed-in user is sent on as from
 * the login page. Forgot and reset password are among them (issue 13 item 1):
 * the spec's guard would send a guest on them to the shop's home.
 */
const isAuthPage = (pathname: string) => /^\/auth\/(login|register|forgot-password|reset-password)$/.test(pathname);

/**
 * The path as the router matches it (issue 26 item 12): each segment
 * percent-decoded (an encoded slash stays encoded) and compared without case,
 * so `/ADMIN/users` and `/%61dmin/dashboard` are judged as the admin pages they
 * render. A path that cannot be decoded is left as it is, as the router leaves it.
 */
export function routerPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/')
      .toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}

/** Line breaks and other control characters: no path of this site has them, and no header may carry them (issue 26 item 13). */
// oxlint-disable-next-line no-control-regex -- the control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A remembered page is followed only when it is a shop page of this site:
 * never another origin, never an admin page, never a path with a control character.
 */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\') || CONTROL.test(from)) return null;
  return isUnder(englishPath(routerPath(from.split(/[?#]/)[0] ?? '')), '/shop') ? from : null;
}

/**
 * The guard in both languages (issue 12, docs/decisions/023): /ar/shop/* is
 * judged as /shop/*, /ar/auth/* as /auth/*, and a redirect from an Arabic page
 * stays in Arabic (a guest is never bounced from /ar to /shop/home). Any other
 * path under /ar is the Arabic not-found page, open to everyone.
 */
export function decideRoute(input: RouteGuardInput): RouteDecision {
  const pathname = routerPath(input.pathname);
  const language = languageOfPath(pathname);
  if (language === 'en') {
    const decision = decideEnglishRoute({ ...input, pathname });
    return decision.rememberFrom ? { ...decision, rememberFrom: input.pathname } : decision;
  }
  if (pathname !== '/ar' && !hasTwin(pathname)) return {};
  const decision = decideEnglishRoute({ ...input, pathname: englishPath(pathname) });
  if (!decision.redirect) return decision;
  const localized: RouteDecision = { redirect: pathInLanguage(decision.redirect, language) };
  if (decision.rememberFrom) localized.rememberFrom = input.pathname;
  return localized;
}

function decideEnglishRoute({ pathname, isAuthenticated, role, from }: RouteGuardInput): RouteDecision {
  // Reachable by everyone, signed in or not.
  if (isUnder(pathname, ROUTES.unauthorized)) return {};

  if (!isAuthenticated) {
    if (isUnder(pathname, ROUTES.account)) return { redirect: ROUTES.login, rememberFrom: pathname };
    if (isAuthPage(pathname) || isUnder(pathname, '/shop')) return {};
    return { redirect: ROUTES.shopHome };
  }

  const isAdmin = role === 'admin';
  if (isAuthPage(pathname)) {
    if (isAdmin) return { redirect: ROUTES.adminHome };
    return { redirect: safeReturnPath(from) ?? ROUTES.shopHome };
  }
  if (isUnder(pathname, '/admin') && !isAdmin) return { redirect: ROUTES.unauthorized };
  if (isUnder(pathname, '/shop') && isAdmin) return { redirect: ROUTES.adminHome };
  return {};
}
