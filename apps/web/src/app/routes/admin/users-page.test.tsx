import { messageIn, messages, type User } from '@store/contract'
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply, type MockHandler } from '#web/test/fetch-mock';
import { admin, customer } from '#web/test/users';
import { renderAdmin, setupAdmin } from '#web/test/render-admin';
import AdminUsersPage from './users-page';

function listReply(users: User[], { totalPages = 1, currentPage = 1 } = {}): MockReply {
  return { body: { success: true, data: users, total: users.length, totalPages, currentPage } };
}

function setup(handler: MockHandler = () => undefined) {
  return setupAdmin(AdminUsersPage, '/admin/users', (request) => {
    if (request.url.startsWith('/api/auth?') && request.method === 'GET') {
      const search = new URLSearchParams(request.url.split('?')[1]).get('search');
      if (search === 'omar') return listReply([admin]);
      return listReply([customer, admin], { totalPages: 3 });
    }
    return handler(request);
  });
}

describe('admin users (/admin/users)', () => {
  it('lists users 10 a page with pagination and searches', async () => {
    const { user, fetchMock } = setup();
    expect(await screen.findByText(customer.name)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth?page=1&limit=10')).toBe(true);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/admin/users?page=2');

    await user.type(screen.getByLabelText('Search users'), 'omar');
    const table = screen.getByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).queryByText(customer.name)).not.toBeInTheDocument());
    expect(within(table).getByText(admin.name)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth?page=1&limit=10&search=omar')).toBe(true);
  });

  it('edits name, e-mail, phone and role', async () => {
    const { user, fetchMock } = setup(({ url, method }) =>
      url === `/api/auth/${customer._id}` && method === 'PUT'
        ? { body: { success: true, message: messages.USER_UPDATED, data: { ...customer, role: 'admin' } } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: `Edit ${customer.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await user.clear(within(dialog).getByLabelText('Full name'));
    await user.type(within(dialog).getByLabelText('Full name'), 'Sara M');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.USER_UPDATED)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url, init]) => url === `/api/auth/${customer._id}` && init?.method === 'PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ name: 'Sara M', email: customer.email, phone: customer.phone, role: 'admin' });
  });

  it('sends a user a password reset link and shows the answer in a toast', async () => {
    const sent = messageIn('en', 'RESET_LINK_SENT_TO_USER', { email: customer.email });
    const { user, fetchMock } = setup(({ url, method }) =>
      url === `/api/auth/${customer._id}/password-reset` && method === 'POST' ? { body: { success: true, message: sent } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: `Send reset link to ${customer.name}` }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/auth/${customer._id}/password-reset` && init?.method === 'POST')).toBe(true);
  });

  it("shows a refused reset link's 429 in a toast", async () => {
    const { user } = setup(({ url }) =>
      url === `/api/auth/${admin._id}/password-reset`
        ? { status: 429, body: { success: false, code: 'TOO_MANY_RESET_REQUESTS', message: messages.TOO_MANY_RESET_REQUESTS } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: `Send reset link to ${admin.name}` }));
    expect(await screen.findByText(messages.TOO_MANY_RESET_REQUESTS)).toBeInTheDocument();
  });

  it('shows the server rule when an update is refused', async () => {
    const { user } = setup(({ url, method }) =>
      url === `/api/auth/${admin._id}` && method === 'PUT' ? { status: 409, body: { success: false, code: 'CANNOT_REMOVE_LAST_ADMIN', message: messages.CANNOT_REMOVE_LAST_ADMIN } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: `Edit ${admin.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'customer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.CANNOT_REMOVE_LAST_ADMIN);
  });

  it('asks before deleting and shows a 409 refusal', async () => {
    const { user, fetchMock } = setup(({ url, method }) =>
      url === `/api/auth/${admin._id}` && method === 'DELETE'
        ? { status: 409, body: { success: false, code: 'CANNOT_DELETE_SELF', message: 'You cannot delete your own account' } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: `Delete ${admin.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('You cannot delete your own account')).toBeInTheDocument();
  });

  it('says the list failed, with Retry', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    renderAdmin(AdminUsersPage, '/admin/users');
    expect(await screen.findByText(messages.FETCH_USERS_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
