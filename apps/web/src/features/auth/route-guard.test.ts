import { describe, expect, it } from 'vitest';
import { decideRoute, safeReturnPath } from './route-guard';

const guest = { isAuthenticated: false, role: null } as const;
const customer = { isAuthenticated: true, role: 'customer' } as const;
const admin = { isAuthenticated: true, role: 'admin' } as const;

describe('route guard (docs/store-rules.md#route-guard)', () => {
  describe('an unauthenticated user', () => {
    it.each([
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/reset-password',
      '/shop/home',
      '/shop/listing',
      '/shop/product/42',
      '/shop/order',
    ])(
      'may open %s',
      (pathname) => {
        expect(decideRoute({ pathname, ...guest })).toEqual({});
      },
    );

    it.each(['/', '/admin', '/admin/dashboard', '/admin/users', '/auth', '/shopping'])(
      'is sent from %s (outside login, register and /shop) to /shop/home',
      (pathname) => {
        expect(decideRoute({ pathname, ...guest })).toEqual({ redirect: '/shop/home' });
      },
    );

    it('is sent from /shop/account to login, remembering the origin', () => {
      expect(decideRoute({ pathname: '/shop/account', ...guest })).toEqual({
        redirect: '/auth/login',
        rememberFrom: '/shop/account',
      });
    });
  });

  describe('an authenticated user on login or register', () => {
    it.each(['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/reset-password'])('goes from %s to /admin/dashboard when admin', (pathname) => {
      expect(decideRoute({ pathname, ...admin })).toEqual({ redirect: '/admin/dashboard' });
    });

    it.each(['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/reset-password'])('goes from %s to /shop/home when a customer', (pathname) => {
      expect(decideRoute({ pathname, ...customer })).toEqual({ redirect: '/shop/home' });
    });

    it('goes back to the remembered shop page when a customer', () => {
      expect(decideRoute({ pathname: '/auth/login', ...customer, from: '/shop/account' })).toEqual({
        redirect: '/shop/account',
      });
    });

    it('ignores a remembered page for an admin', () => {
      expect(decideRoute({ pathname: '/auth/login', ...admin, from: '/shop/account' })).toEqual({
        redirect: '/admin/dashboard',
      });
    });
  });

  it.each(['/admin', '/admin/dashboard', '/admin/orders'])('sends an authenticated non-admin from %s to /unauth-page', (pathname) => {
    expect(decideRoute({ pathname, ...customer })).toEqual({ redirect: '/unauth-page' });
  });

  it.each(['/shop/home', '/shop/account', '/shop/listing'])('sends an authenticated admin from %s to /admin/dashboard', (pathname) => {
    expect(decideRoute({ pathname, ...admin })).toEqual({ redirect: '/admin/dashboard' });
  });

  it('lets an admin use /admin and a customer use /shop, including the account page', () => {
    expect(decideRoute({ pathname: '/admin/sales', ...admin })).toEqual({});
    expect(decideRoute({ pathname: '/shop/account', ...customer })).toEqual({});
    expect(decideRoute({ pathname: '/shop/home', ...customer })).toEqual({});
  });

  // Issue 26 item 12: the router matches without case and after percent-decoding; so does the guard.
  it.each(['/ADMIN/users', '/Admin/Dashboard', '/%61dmin/dashboard', '/%41DMIN', '/admin/users/'])(
    'sends an authenticated non-admin from %s to /unauth-page',
    (pathname) => {
      expect(decideRoute({ pathname, ...customer })).toEqual({ redirect: '/unauth-page' });
    },
  );

  it('remembers the page a guest asked for as it was written', () => {
    expect(decideRoute({ pathname: '/SHOP/Account', ...guest })).toEqual({ redirect: '/auth/login', rememberFrom: '/SHOP/Account' });
    expect(decideRoute({ pathname: '/ar/shop/%61ccount', ...guest })).toEqual({
      redirect: '/ar/auth/login',
      rememberFrom: '/ar/shop/%61ccount',
    });
  });

  it.each([guest, customer, admin])('lets everyone see /unauth-page (%o)', (who) => {
    expect(decideRoute({ pathname: '/unauth-page', ...who })).toEqual({});
  });
});

describe('safeReturnPath', () => {
  it('accepts a shop page of this site, with its query', () => {
    expect(safeReturnPath('/shop/account')).toBe('/shop/account');
    expect(safeReturnPath('/shop/listing?category=a')).toBe('/shop/listing?category=a');
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/shop',
    '//evil.example/shop',
    '/\\evil.example',
    '/admin/users',
    '/shopping',
    // Issue 26 item 13: a line break would end the redirect's Location header.
    '/shop/home\r\nSet-Cookie: x=1',
    '/shop/home\n',
    '/shop/home?q=\u0085',
  ])(
    'refuses %o',
    (from) => {
      expect(safeReturnPath(from)).toBeNull();
    },
  );
});
