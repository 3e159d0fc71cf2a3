import type { LicenceStock, Product } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockHandler, validationFailed } from '#web/test/fetch-mock';
import { makeProduct } from '#web/test/products';
import { setupAdmin } from '#web/test/render-admin';
import AdminProductsPage from './products-page';

// The licence keys dialog of the admin's products list (issue 13 item 8,
// docs/decisions/030): delivery switch, counts, paste or CSV, refusals with
// their lines, and the stored keys masked.


const office = makeProduct({ _id: '5c1d2e3f-4a5b-4c6d-8e7f-000000000001', title: 'Office 2024 Home' });

const stock = (overrides: Partial<LicenceStock> = {}): LicenceStock => ({
  productId: office._id,
  title: office.title,
  delivery: 'shipped',
  available: 1,
  assigned: 1,
  keys: [
    { _id: 'k-2', masked: '••••-0002', addedAt: '2026-03-02T10:00:00.000Z', orderNumber: null, assignedAt: null },
    { _id: 'k-1', masked: '••••-0001', addedAt: '2026-03-01T10:00:00.000Z', orderNumber: 'FC-000042', assignedAt: '2026-03-03T10:00:00.000Z' },
  ],
  ...overrides,
});

function setup(handler: MockHandler) {
  return setupAdmin(AdminProductsPage, '/admin/products', (request) => {
    const path = request.url.split('?')[0];
    if (path === '/api/admin/categories/getall' || path === '/api/admin/brands/getall') return { body: { success: true, data: [] } };
    if (path === '/api/admin/products/getall') return { body: { success: true, data: [office as Product], total: 1, totalPages: 1, currentPage: 1 } };
    if (path === `/api/admin/licences/${office._id}` && request.method === 'GET') return { body: { success: true, data: stock() } };
    return handler(request);
  });
}

async function openKeys(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Licence keys for Office 2024 Home' }));
  const dialog = await screen.findByRole('dialog', { name: 'Licence keys: Office 2024 Home' });
  await within(dialog).findByText('1 key available');
  return dialog;
}

describe('licence keys of a product (/admin/products)', () => {
  it('shows the counts and the stored keys masked, with the order each went to', async () => {
    const { user } = setup(() => undefined);
    const dialog = await openKeys(user);
    expect(within(dialog).getByText('1 given to buyers')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'KeyAddedOrder',
      expect.stringMatching(/^••••-0002.*Available$/),
      expect.stringMatching(/^••••-0001.*FC-000042$/),
    ]);
    expect(within(dialog).getByRole('checkbox', { name: 'Deliver this product as licence keys' })).not.toBeChecked();
  });

  it('switches the product to licence delivery', async () => {
    const { user, fetchMock } = setup(({ url, method }) =>
      url === `/api/admin/licences/${office._id}/delivery` && method === 'PUT'
        ? { body: { success: true, message: 'Delivery saved', data: stock({ delivery: 'licence_key' }) } }
        : undefined,
    );
    const dialog = await openKeys(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Deliver this product as licence keys' }));
    expect(await screen.findByText('Delivery saved')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Deliver this product as licence keys' })).toBeChecked();
    const call = fetchMock.mock.calls.find(([url]) => url === `/api/admin/licences/${office._id}/delivery`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ delivery: 'licence_key' });
  });

  it('counts the pasted keys, adds them and shows the new count', async () => {
    const { user, fetchMock } = setup(({ url, method }) =>
      url === `/api/admin/licences/${office._id}/keys` && method === 'POST'
        ? { body: { success: true, message: '2 licence keys added', data: stock({ available: 3 }) } }
        : undefined,
    );
    const dialog = await openKeys(user);
    expect(within(dialog).getByRole('button', { name: 'Add keys' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Add keys'), 'OFFICE-KEY-0003{Enter}OFFICE-KEY-0004');
    expect(within(dialog).getByText('2 keys ready to add')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add keys' }));
    expect(await screen.findByText('2 licence keys added')).toBeInTheDocument();
    expect(within(dialog).getByText('3 keys available')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Add keys')).toHaveValue('');
    const call = fetchMock.mock.calls.find(([url]) => url === `/api/admin/licences/${office._id}/keys`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ keys: 'OFFICE-KEY-0003\nOFFICE-KEY-0004' });
  });

  it('reads a CSV file into the list, and shows a refusal with the lines to fix', async () => {
    const { user } = setup(({ url, method }) =>
      url === `/api/admin/licences/${office._id}/keys` && method === 'POST'
        ? validationFailed([{ path: 'keys', message: 'Line 2: this key is already stored' }], 'No keys were added. Fix the lines below and add them again')
        : undefined,
    );
    const dialog = await openKeys(user);
    const file = new File(['Licence key,Batch\nCSV-KEY-0001,March\nCSV-KEY-0002,March\n'], 'keys.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('Or read a CSV file'), file);
    await waitFor(() => expect(within(dialog).getByText('2 keys ready to add')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Add keys' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No keys were added. Fix the lines below and add them again');
    expect(alert).toHaveTextContent('Line 2: this key is already stored');
    expect(within(dialog).getByLabelText('Add keys')).toHaveValue('Licence key,Batch\nCSV-KEY-0001,March\nCSV-KEY-0002,March\n');
  });
});
