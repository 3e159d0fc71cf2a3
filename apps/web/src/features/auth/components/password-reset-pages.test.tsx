import { messages } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import ForgotPasswordRoute, { action as forgotAction, meta as forgotMeta } from '#web-app/routes/auth-forgot-password';
import LoginRoute from '#web-app/routes/auth-login';
import ResetPasswordRoute, { action as resetAction, headers, meta as resetMeta } from '#web-app/routes/auth-reset-password';
import { mockFetch, validationFailed } from '#web/test/fetch-mock';
import { guardedRoutes, Page } from '#web/test/guarded-routes';
import { renderRoute } from '#web/test/render-route';
import { admin, customer } from '#web/test/users';

// The two pages of a password reset (issue 13 item 1) under the browser's
// route guard, as the app nests them.

const TOKEN = 'Zm9yZ290LXBhc3N3b3JkLXRva2VuLWZvci10ZXN0cw0';
/** Shows the fragment too, which the shared LocationDisplay leaves out. */
function WithHash() {
  const { hash } = useLocation();
  return (
    <>
      <Outlet />
      <output data-testid="hash">{hash}</output>
    </>
  );
}

function open(path: string, user: typeof customer | null = null) {
  return renderRoute(
    [
      {
        Component: WithHash,
        children: [
          guardedRoutes(
            [
              { path: 'login', Component: LoginRoute },
              { path: 'forgot-password', Component: ForgotPasswordRoute, action: forgotAction },
              { path: 'reset-password', Component: ResetPasswordRoute, action: resetAction },
            ],
            [
              { path: 'auth/register', Component: Page('Register') },
              { path: 'shop/home', Component: Page('Home') },
              { path: 'admin/dashboard', Component: Page('Dashboard') },
            ],
          ),
        ],
      },
    ],
    path,
    { user },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('forgot password page', () => {
  it('is reached from the login page', async () => {
    const user = userEvent.setup();
    open('/auth/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(location()).toBe('/auth/forgot-password');
    expect(forgotMeta()).toContainEqual({ title: 'Forgot password | Falcon Computers' });
  });

  it("sends the e-mail and shows the server's neutral answer", async () => {
    const fetchMock = mockFetch(({ url }) =>
      url === '/api/auth/forgot-password' ? { body: { success: true, message: messages.RESET_LINK_SENT } } : undefined,
    );
    const user = userEvent.setup();
    open('/auth/forgot-password');
    await user.type(await screen.findByLabelText('Email'), ' Sara@Example.ae ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(messages.RESET_LINK_SENT)).toBeInTheDocument();
    // As the e-mail input holds it: the API lowers it with the contract's schema.
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/forgot-password');
    expect(call?.[1]).toMatchObject({ method: 'POST' });
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'Sara@Example.ae' });
  });

  it('shows a 429 with its message', async () => {
    mockFetch(() => ({ status: 429, body: { success: false, code: 'TOO_MANY_RESET_REQUESTS', message: messages.TOO_MANY_RESET_REQUESTS } }));
    const user = userEvent.setup();
    open('/auth/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'sara@example.ae');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.TOO_MANY_RESET_REQUESTS);
  });

  it("shows the API's refusal of the e-mail at the field, and keeps what was typed", async () => {
    mockFetch(() => validationFailed([{ path: 'email', message: messages.EMAIL_INVALID }]));
    const user = userEvent.setup();
    open('/auth/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(messages.EMAIL_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('not an email');
  });

  it('posts its form, so it works before JavaScript and the e-mail stays out of the address', async () => {
    open('/auth/forgot-password');
    const form = (await screen.findByRole('button', { name: 'Send reset link' })).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
  });

  it.each([
    ['a customer', customer, '/shop/home'],
    ['an admin', admin, '/admin/dashboard'],
  ])('sends %s who is signed in on, as the login page does', async (_who, user, expected) => {
    open('/auth/forgot-password', user);
    await waitFor(() => expect(location()).toBe(expected));
  });
});

describe('reset password page', () => {
  it('takes the token off the address, sets the password, and signs in like a login', async () => {
    const fetchMock = mockFetch(({ url }) =>
      url === '/api/auth/reset-password' ? { body: { success: true, message: messages.PASSWORD_RESET_DONE, user: customer } } : undefined,
    );
    const user = userEvent.setup();
    open(`/auth/reset-password#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('hash')).toHaveTextContent(''));
    expect(location()).toBe('/auth/reset-password');

    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    await waitFor(() => expect(location()).toBe('/shop/home'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/reset-password',
      expect.objectContaining({ body: JSON.stringify({ token: TOKEN, newPassword: 'a brand new password' }) }),
    );
  });

  it("shows the API's rule for the new password at the field", async () => {
    mockFetch(() => validationFailed([{ path: 'newPassword', message: messages.PASSWORD_TOO_SHORT }]));
    const user = userEvent.setup();
    open(`/auth/reset-password#token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText(messages.PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(location()).toBe('/auth/reset-password');
  });

  it("shows a used or expired link's message, with a way to ask again", async () => {
    mockFetch(() => ({ status: 400, body: { success: false, code: 'RESET_LINK_INVALID', message: messages.RESET_LINK_INVALID } }));
    const user = userEvent.setup();
    open(`/auth/reset-password#token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.RESET_LINK_INVALID);
    expect(location()).toBe('/auth/reset-password');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('says so when opened without a link, and shows no form', async () => {
    open('/auth/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs the link from your reset email.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('sends no Referer from the page', () => {
    expect(headers({} as never)).toEqual({ 'Referrer-Policy': 'no-referrer' });
    expect(resetMeta({} as never)).toContainEqual({ name: 'referrer', content: 'no-referrer' });
  });

  it('sends a signed-in admin on, as the login page does', async () => {
    open(`/auth/reset-password#token=${TOKEN}`, admin);
    await waitFor(() => expect(location()).toBe('/admin/dashboard'));
  });
});
