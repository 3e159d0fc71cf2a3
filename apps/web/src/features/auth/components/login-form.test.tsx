import { messages } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { admin, customer, renderApp } from '../../../test/render';

async function fillAndSubmit(email = 'sara@example.ae', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login page', () => {
  it('shows the form in the auth layout, with the page title set', async () => {
    renderApp('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Falcon Computers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register');
    expect(document.title).toBe('Log in | Falcon Computers');
  });

  it("shows the server's message above the form and its field errors at the fields", async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/login'
        ? {
            status: 400,
            body: {
              success: false,
              code: 'VALIDATION_FAILED',
              message: messages.VALIDATION_FAILED,
              errors: [
                { path: 'email', message: 'This email is blocked' },
                { path: 'password', message: messages.PASSWORD_TOO_LONG },
              ],
            },
          }
        : undefined,
    );
    renderApp('/auth/login');
    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.VALIDATION_FAILED);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is blocked');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(messages.PASSWORD_TOO_LONG);
  });

  it('shows a refused login with the server message', async () => {
    mockFetch(() => ({ status: 401, body: { success: false, code: 'INVALID_CREDENTIALS', message: messages.INVALID_CREDENTIALS } }));
    renderApp('/auth/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.INVALID_CREDENTIALS);
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    mockFetch(() => ({ status: 502, body: 'Bad gateway' }));
    renderApp('/auth/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.LOGIN_FAILED);
  });

  it("checks the fields with the contract's schema before calling the server", async () => {
    const fetchMock = mockFetch(() => undefined);
    const user = userEvent.setup();
    renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(messages.EMAIL_INVALID)).toBeInTheDocument();
    expect(screen.getByText(messages.PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/login', expect.anything());
  });

  it('disables the button while the login is pending', async () => {
    const reply: { send?: (value: Response) => void } = {};
    const pending = new Promise<Response>((resolve) => {
      reply.send = resolve;
    });
    mockFetch(() => undefined).mockImplementation(() => pending);
    renderApp('/auth/login');
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    reply.send?.(new Response(JSON.stringify({ success: false, code: 'INVALID_CREDENTIALS', message: messages.INVALID_CREDENTIALS }), { status: 401 }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it.each([
    ['an admin', admin, undefined, '/admin/dashboard'],
    ['a customer', customer, undefined, '/shop/home'],
    ['a customer sent here from their account', customer, '/shop/account', '/shop/account'],
  ])('sends %s on after logging in', async (_who, user, from, expected) => {
    mockFetch(({ url }) => (url === '/api/auth/login' ? { body: { success: true, user } } : undefined));
    const { router } = renderApp({ pathname: '/auth/login', state: from ? { from } : undefined });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it('shows a notice after registering', async () => {
    renderApp({ pathname: '/auth/login', state: { registered: true } });
    expect(await screen.findByText('Your account is ready. Log in to continue.')).toBeInTheDocument();
  });
});
