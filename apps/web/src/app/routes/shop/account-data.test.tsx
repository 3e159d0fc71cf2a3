import { messages } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockReply, validationFailed } from '#web/test/fetch-mock';
import { LandingNotice } from '#web/components/layouts/landing-notice';
import { renderRoute } from '#web/test/render-route';
import { customer } from '#web/test/users';
import GuardedRoute, { loader as guardLoader } from '#web-app/routes/guarded';
import AccountRoute, { action, loader } from '#web-app/routes/shop-account';

// Issue 13 item 9 (docs/decisions/031): the account page's data section. The
// deletion form posts to the page's action (docs/decisions/045), under the
// route guard, whose loader then answers the session as ended.

type Handler = (request: { url: string; method: string; body: unknown }) => MockReply | undefined;

const ORDERS_URL = `/api/shop/order/user-orders/${customer._id}`;

async function setup(handler: Handler = () => undefined, path = '/shop/account') {
  const fetchMock = mockFetch((request) => {
    if (request.url === ORDERS_URL) return { body: { success: true, data: [] } };
    return handler(request);
  });
  const user = userEvent.setup();
  const view = renderRoute(
    [
      {
        Component: GuardedRoute,
        loader: guardLoader,
        children: [
          { path: 'shop/account', Component: AccountRoute, loader, action },
          {
            path: 'shop/home',
            Component: () => (
              <>
                <LandingNotice />
                <h1>Home</h1>
              </>
            ),
          },
        ],
      },
    ],
    path,
    { user: customer },
  );
  await screen.findByRole('heading', { level: 1, name: 'My account' });
  return { ...view, user, fetchMock, section: screen.getByRole('region', { name: 'Your data' }) };
}

const deleteCalls = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/account/delete');

const blobUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, { createObjectURL: blobUrls.create, revokeObjectURL: blobUrls.revoke });
  vi.unstubAllGlobals();
});

describe('the data section of the account page', () => {
  it('downloads my data as a JSON file', async () => {
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:account-data');
    // jsdom has no blob URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn<(url: string) => void>() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, section } = await setup(({ url }) =>
      url === '/api/auth/account/data' ? { body: { success: true, data: { profile: { name: customer.name } } } } : undefined,
    );
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await within(section).findByText(/^Your data was saved as falcon-account-data-\d{4}-\d{2}-\d{2}\.json\.$/)).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect(within(section).getByRole('link', { name: 'How we use your data' })).toHaveAttribute('href', '/shop/policies/privacy');
    click.mockRestore();
  });

  it('says when the download is refused', async () => {
    const { user, section } = await setup(({ url }) =>
      url === '/api/auth/account/data'
        ? { status: 429, body: { success: false, code: 'TOO_MANY_REQUESTS', message: messages.TOO_MANY_DATA_EXPORTS } }
        : undefined,
    );
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await within(section).findByText(messages.TOO_MANY_DATA_EXPORTS)).toBeInTheDocument();
  });

  it('asks for the password and the confirmation (the API says so at the fields), and keeps the account when cancelled', async () => {
    const { user, section, fetchMock } = await setup(({ url }) =>
      url === '/api/auth/account/delete'
        ? validationFailed([{ path: 'password', message: messages.PASSWORD_REQUIRED }, { path: 'confirm', message: messages.DELETE_ACCOUNT_CONFIRM_REQUIRED }])
        : undefined,
    );
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(messages.PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.DELETE_ACCOUNT_CONFIRM_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /I understand that my account will be deleted/ })).toHaveAttribute('aria-invalid', 'true');
    // Neither the password nor the box went through: the form says nothing else.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(JSON.parse(String(deleteCalls(fetchMock)[0]?.[1]?.body))).toEqual({ password: '', confirm: false });

    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/account');
  });

  it('shows the server refusing a wrong password under the field', async () => {
    const { user, section } = await setup(({ url }) =>
      url === '/api/auth/account/delete'
        ? {
            status: 400,
            body: {
              success: false,
              code: 'WRONG_CURRENT_PASSWORD',
              message: messages.DELETE_ACCOUNT_WRONG_PASSWORD,
              errors: [{ path: 'password', message: messages.DELETE_ACCOUNT_WRONG_PASSWORD }],
            },
          }
        : undefined,
    );
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong password');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(messages.DELETE_ACCOUNT_WRONG_PASSWORD)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes the account, signs out and goes to the shop with a notice', async () => {
    const { user, section, fetchMock, store } = await setup(({ url, method }) =>
      url === '/api/auth/account/delete' && method === 'POST' ? { body: { success: true, message: messages.ACCOUNT_DELETED } } : undefined,
    );
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse battery');
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText(messages.ACCOUNT_DELETED)).toBeInTheDocument();
    // The notice said, the address is the shop's home again (a reload does not say it twice).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\/home$/));
    await waitFor(() => expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null }));
    const [call] = deleteCalls(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'correct horse battery', confirm: true });
  });

  it('shows why the account cannot be deleted yet', async () => {
    const refusal = 'You have orders that are not delivered yet (FC-000012). Cancel them or wait until they arrive, then delete your account';
    const { user, section } = await setup(({ url }) =>
      url === '/api/auth/account/delete' ? { status: 409, body: { success: false, code: 'CANNOT_DELETE_SELF', message: refusal } } : undefined,
    );
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse battery');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/account');
  });

  it('without JavaScript, "Delete my account" asks for the page with the form in it, and a refusal comes back there', async () => {
    const { section } = await setup(undefined, '/shop/account?delete=account');
    // No dialog: the form is in the card, and "Keep my account" is a link back.
    const form = within(section).getByRole('region', { name: 'Delete your account?' });
    expect(within(form).getByLabelText('Your password')).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('link', { name: 'Keep my account' })).toHaveAttribute('href', '/shop/account');
    // The dialog's opener is gone: the one "Delete my account" is the form's.
    expect(within(section).getAllByRole('button', { name: 'Delete my account' })).toHaveLength(1);
    // The form posts to this same address, so a refusal shows it again.
    expect(within(form).getByRole('button', { name: 'Delete my account' }).closest('form')).toHaveAttribute('action', '/shop/account?delete=account');
  });
});
