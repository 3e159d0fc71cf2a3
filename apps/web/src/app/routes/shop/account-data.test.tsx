import { messages } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockReply } from '#web/test/fetch-mock';
import { renderRoute } from '#web/test/render-route';
import { customer } from '#web/test/users';
import AccountRoute, { loader } from '#web-app/routes/shop-account';

// Issue 13 item 9 (docs/decisions/031): the account page's data section.

type Handler = (request: { url: string; method: string; body: unknown }) => MockReply | undefined;

const ORDERS_URL = `/api/shop/order/user-orders/${customer._id}`;

async function setup(handler: Handler = () => undefined) {
  const fetchMock = mockFetch((request) => {
    if (request.url === ORDERS_URL) return { body: { success: true, data: [] } };
    return handler(request);
  });
  const user = userEvent.setup();
  const view = renderRoute(
    [
      { path: 'shop/account', Component: AccountRoute, loader },
      { path: 'shop/home', Component: () => <h1>Home</h1> },
    ],
    '/shop/account',
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

  it('asks for the password and the confirmation before deleting, and keeps the account when cancelled', async () => {
    const { user, section, fetchMock } = await setup();
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(messages.PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.DELETE_ACCOUNT_CONFIRM_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /I understand that my account will be deleted/ })).toHaveAttribute('aria-invalid', 'true');
    expect(deleteCalls(fetchMock)).toHaveLength(0);

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
    expect(screen.getByText(messages.ACCOUNT_DELETED)).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
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
});
