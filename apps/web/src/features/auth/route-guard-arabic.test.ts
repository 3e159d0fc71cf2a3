import { describe, expect, it } from 'vitest';
import { decideRoute, safeReturnPath } from './route-guard';

// The guard in the Arabic tree (issue 12, docs/decisions/023): /ar/shop/* is judged as /shop/*,
// /ar/auth/login and /ar/auth/register as their English twins, and its redirects stay in Arabic.
const guest = { isAuthenticated: false, role: null } as const;
const customer = { isAuthenticated: true, role: 'customer' } as const;
const admin = { isAuthenticated: true, role: 'admin' } as const;

describe('route guard on Arabic pages', () => {
  it.each(['/ar/shop/home', '/ar/shop/listing', '/ar/shop/product/42', '/ar/shop/order', '/ar/auth/login', '/ar/auth/register'])(
    'lets a guest open %s (never bounced to /shop/home)',
    (pathname) => {
      expect(decideRoute({ pathname, ...guest })).toEqual({});
    },
  );

  it('sends a guest from the Arabic account page to the Arabic login, remembering the page', () => {
    expect(decideRoute({ pathname: '/ar/shop/account', ...guest })).toEqual({ redirect: '/ar/auth/login', rememberFrom: '/ar/shop/account' });
  });

  it('sends a guest from /ar (and an Arabic /auth) to the Arabic home', () => {
    expect(decideRoute({ pathname: '/ar', ...guest })).toEqual({ redirect: '/ar/shop/home' });
    expect(decideRoute({ pathname: '/ar/auth', ...guest })).toEqual({ redirect: '/ar/shop/home' });
  });

  it('sends a signed-in customer from the Arabic login to the remembered Arabic page, else the Arabic home', () => {
    expect(decideRoute({ pathname: '/ar/auth/login', ...customer })).toEqual({ redirect: '/ar/shop/home' });
    expect(decideRoute({ pathname: '/ar/auth/login', ...customer, from: '/ar/shop/account' })).toEqual({ redirect: '/ar/shop/account' });
  });

  it('sends an admin from the Arabic shop to the (English) dashboard', () => {
    expect(decideRoute({ pathname: '/ar/shop/home', ...admin })).toEqual({ redirect: '/admin/dashboard' });
    expect(decideRoute({ pathname: '/ar/auth/register', ...admin })).toEqual({ redirect: '/admin/dashboard' });
  });

  it('leaves any other path under /ar to the Arabic not-found page', () => {
    expect(decideRoute({ pathname: '/ar/nothing-here', ...guest })).toEqual({});
  });

  it('follows a remembered Arabic shop page, never an Arabic-looking admin one', () => {
    expect(safeReturnPath('/ar/shop/checkout')).toBe('/ar/shop/checkout');
    expect(safeReturnPath('/ar/admin/users')).toBeNull();
  });
});
