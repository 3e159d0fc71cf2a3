import { messages } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LoginRoute from '#web-app/routes/auth-login';
import RegisterRoute, { action, meta } from '#web-app/routes/auth-register';
import { mockFetch, validationFailed } from '#web/test/fetch-mock';
import { guardedRoutes } from '#web/test/guarded-routes';
import { customer } from '#web/test/users';
import { renderRoute } from '#web/test/render-route';

/** The register and login pages in the auth layout, under the browser's route guard. */
function openRegister() {
  return renderRoute(
    [
      guardedRoutes([
        { path: 'login', Component: LoginRoute },
        { path: 'register', Component: RegisterRoute, action },
      ]),
    ],
    '/auth/register',
  );
}

async function register(phone = '050 123 4567') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Full name'), 'Sara');
  await user.type(screen.getByLabelText('Email'), 'Sara@Example.ae');
  await user.type(screen.getByLabelText('Phone number'), phone);
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register page', () => {
  it('offers a UAE phone placeholder and a link to log in', async () => {
    openRegister();
    expect(await screen.findByLabelText('Phone number')).toHaveAttribute('placeholder', '+971 50 123 4567');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(meta()).toContainEqual({ title: 'Create an account | Falcon Computers' });
  });

  it('sends the form to the API, does not log in, and goes to login with a notice', async () => {
    const fetchMock = mockFetch(({ url }) =>
      url === '/api/auth/register' ? { status: 201, body: { success: true, message: messages.REGISTERED, user: customer } } : undefined,
    );
    const { store } = openRegister();
    await register();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/login\?registered=1$/));
    expect(await screen.findByText('Your account is ready. Log in to continue.')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register');
    // As typed: the API normalises the e-mail and the phone with the contract's schema.
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Sara',
      email: 'Sara@Example.ae',
      phone: '050 123 4567',
      password: 'correct horse',
    });
  });

  it('shows a taken e-mail at the e-mail field', async () => {
    mockFetch(() => ({
      status: 409,
      body: { success: false, code: 'EMAIL_TAKEN', message: messages.EMAIL_TAKEN, errors: [{ path: 'email', message: messages.EMAIL_TAKEN }] },
    }));
    openRegister();
    await register();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.EMAIL_TAKEN);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.EMAIL_TAKEN);
  });

  it("shows the API's refusal of a phone number at the field, and keeps what was typed", async () => {
    mockFetch(() => validationFailed([{ path: 'phone', message: messages.PHONE_INVALID }]));
    openRegister();
    await register('12');
    expect(await screen.findByText(messages.PHONE_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('12');
    expect(screen.getByLabelText('Full name')).toHaveValue('Sara');
  });
});
