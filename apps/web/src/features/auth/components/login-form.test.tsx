import { messages } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import LoginRoute, { action, meta } from '#web-app/routes/auth-login';
import { mockFetch, validationFailed } from '#web/test/fetch-mock';
import { guardedRoutes, Page } from '#web/test/guarded-routes';
import { admin, customer } from '#web/test/users';
import { renderRoute } from '#web/test/render-route';

/**
 * The login page in the auth layout under the browser's route guard (which
 * sends a user on after logging in), reached at `path`, or with router state
 * `state` as the guard's own redirect carries it.
 */
function openLogin(path = '/auth/login', state?: unknown) {
  return renderRoute(
    [
      guardedRoutes(
        [{ path: 'login', Component: LoginRoute, action }],
        [
          { path: 'auth/register', Component: Page('Register') },
          { path: 'shop/home', Component: Page('Home') },
          { path: 'shop/account', Component: Page('Account') },
          { path: 'admin/dashboard', Component: Page('Dashboard') },
        ],
      ),
      { path: 'start', Component: () => <Navigate to="/auth/login" state={state} replace /> },
    ],
    state === undefined ? path : '/start',
  );
}

const location = () => screen.getByTestId('location').textContent;

async function fillAndSubmit(email = 'sara@example.ae', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login page', () => {
  it('shows the form in the auth layout, with the page title set', async () => {
    openLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Falcon Computers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register');
    expect(meta()).toContainEqual({ title: 'Log in | Falcon Computers' });
  });

  it("shows the server's message above the form and its field errors at the fields", async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/login'
        ? validationFailed([{ path: 'email', message: 'This email is blocked' }, { path: 'password', message: messages.PASSWORD_TOO_LONG }])
        : undefined,
    );
    openLogin();
    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.VALIDATION_FAILED);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is blocked');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(messages.PASSWORD_TOO_LONG);
  });

  it('shows a refused login with the server message', async () => {
    mockFetch(() => ({ status: 401, body: { success: false, code: 'INVALID_CREDENTIALS', message: messages.INVALID_CREDENTIALS } }));
    openLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.INVALID_CREDENTIALS);
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    mockFetch(() => ({ status: 502, body: 'Bad gateway' }));
    openLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.LOGIN_FAILED);
  });

  it('is a form that posts its named fields, so it works before JavaScript and keeps the password out of the address', async () => {
    openLogin('/auth/login?from=%2Fshop%2Faccount');
    const form = (await screen.findByRole('button', { name: 'Log in' })).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('name', 'password');
    expect(form?.querySelector('input[type="hidden"][name="from"]')).toHaveValue('/shop/account');
  });

  it('sends the fields to the API as typed, and keeps the e-mail in the form after a refusal', async () => {
    const fetchMock = mockFetch(() => ({ status: 401, body: { success: false, code: 'INVALID_CREDENTIALS', message: messages.INVALID_CREDENTIALS } }));
    openLogin();
    await fillAndSubmit('sara@example.ae', 'wrong horse');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.INVALID_CREDENTIALS);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'sara@example.ae', password: 'wrong horse' });
    expect(screen.getByLabelText('Email')).toHaveValue('sara@example.ae');
  });

  it('disables the button while the login is pending', async () => {
    const reply: { send?: (value: Response) => void } = {};
    const pending = new Promise<Response>((resolve) => {
      reply.send = resolve;
    });
    mockFetch(() => undefined).mockImplementation(() => pending);
    openLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    reply.send?.(new Response(JSON.stringify({ success: false, code: 'INVALID_CREDENTIALS', message: messages.INVALID_CREDENTIALS }), { status: 401 }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it.each([
    ['an admin', admin, '/auth/login', undefined, '/admin/dashboard'],
    ['a customer', customer, '/auth/login', undefined, '/shop/home'],
    ['a customer the browser sent here from their account', customer, '/auth/login', { from: '/shop/account' }, '/shop/account'],
    ['a customer the server sent here from their account', customer, '/auth/login?from=%2Fshop%2Faccount', undefined, '/shop/account'],
    ['a customer sent here with an admin page to return to', customer, '/auth/login?from=%2Fadmin%2Fusers', undefined, '/shop/home'],
  ])('sends %s on after logging in', async (_who, user, path, state, expected) => {
    mockFetch(({ url }) => (url === '/api/auth/login' ? { body: { success: true, user } } : undefined));
    openLogin(path, state);
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe(expected));
  });

  it('signs the user in to the browser state as well, and the cart hears of the session', async () => {
    mockFetch(({ url }) => (url === '/api/auth/login' ? { body: { success: true, user: customer } } : url === '/api/shop/cart' ? { body: { success: true, data: { items: [], totalPrice: 0 } } } : undefined));
    const { store } = openLogin();
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe('/shop/home'));
    await waitFor(() => expect(store.getState().auth.user?._id).toBe(customer._id));
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('shows a notice after registering', async () => {
    openLogin('/auth/login?registered=1');
    expect(await screen.findByText('Your account is ready. Log in to continue.')).toBeInTheDocument();
  });
});
