import { messages } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { customer, renderApp } from '../../../test/render';

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
    renderApp('/auth/register');
    expect(await screen.findByLabelText('Phone number')).toHaveAttribute('placeholder', '+971 50 123 4567');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
  });

  it('sends the checked form, does not log in, and goes to login with a notice', async () => {
    const fetchMock = mockFetch(({ url }) =>
      url === '/api/auth/register' ? { status: 201, body: { success: true, message: messages.REGISTERED, user: customer } } : undefined,
    );
    const { router, store } = renderApp('/auth/register');
    await register();

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText('Your account is ready. Log in to continue.')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Sara',
      email: 'sara@example.ae',
      phone: '+971501234567',
      password: 'correct horse',
    });
  });

  it('shows a taken e-mail at the e-mail field', async () => {
    mockFetch(() => ({
      status: 409,
      body: { success: false, code: 'EMAIL_TAKEN', message: messages.EMAIL_TAKEN, errors: [{ path: 'email', message: messages.EMAIL_TAKEN }] },
    }));
    renderApp('/auth/register');
    await register();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.EMAIL_TAKEN);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.EMAIL_TAKEN);
  });

  it('refuses a phone number that is not valid', async () => {
    renderApp('/auth/register');
    await register('12');
    expect(await screen.findByText(messages.PHONE_INVALID)).toBeInTheDocument();
  });
});
