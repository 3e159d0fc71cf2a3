import { messages } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockHandler } from '#web/test/fetch-mock';
import { renderAdmin, setupAdmin } from '#web/test/render-admin';
import AdminBrandsPage from './brands-page';
import AdminCategoryPage from './category-page';

const brands = [
  { _id: 'b-1', brand: 'Falcon', brandAr: 'فالكون', isTop: true, productCount: 3 },
  { _id: 'b-2', brand: 'Nimbus', brandAr: null, isTop: false, productCount: 0 },
];

function setup(handler: MockHandler = () => undefined) {
  return setupAdmin(AdminBrandsPage, '/admin/brands', (request) => {
    if (request.url === '/api/admin/brands/getall') return { body: { success: true, data: brands } };
    return handler(request);
  });
}

describe('admin brands (/admin/brands)', () => {
  it('lists the brands with their top flag and product count', async () => {
    setup();
    // In the table: the layout's logo says "Falcon" too.
    const table = await screen.findByRole('table', { name: 'Brands' });
    const row = (await within(table).findByText('Falcon')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Yes')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('3')).toBeInTheDocument();
    // The Arabic name beside the English (docs/decisions/025).
    expect(within(row as HTMLElement).getByText('فالكون')).toHaveAttribute('lang', 'ar');
    expect(within(table).getByText('Nimbus')).toBeInTheDocument();
  });

  it('creates a brand with the contract-checked form', async () => {
    const { user, fetchMock } = setup(({ url, method }) =>
      url === '/api/admin/brands/create' && method === 'POST'
        ? { status: 201, body: { success: true, message: messages.BRAND_CREATED, data: { _id: 'b-3', brand: 'Orbit', isTop: true } } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Add brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a brand' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.BRAND_REQUIRED)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Brand'), 'Orbit');
    const arabic = within(dialog).getByLabelText('Brand (Arabic)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    await user.type(arabic, 'أوربت');
    await user.click(within(dialog).getByLabelText('Is Top Brand?'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.BRAND_CREATED)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/brands/create');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ brand: 'Orbit', brandAr: 'أوربت', isTop: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a brand and shows a duplicate name at the field', async () => {
    const { user, fetchMock } = setup(({ url, method }) =>
      url === '/api/admin/brands/update/b-2' && method === 'PUT' ? { status: 409, body: { success: false, code: 'BRAND_NAME_TAKEN', message: messages.BRAND_NAME_TAKEN } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Nimbus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit brand' });
    expect(within(dialog).getByLabelText('Brand')).toHaveValue('Nimbus');
    expect(within(dialog).getByLabelText('Is Top Brand?')).not.toBeChecked();
    await user.clear(within(dialog).getByLabelText('Brand'));
    await user.type(within(dialog).getByLabelText('Brand'), 'Falcon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(messages.BRAND_NAME_TAKEN)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Brand')).toHaveAttribute('aria-invalid', 'true');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/brands/update/b-2');
    // No Arabic name typed: none is sent as null (Arabic pages show the English).
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ brand: 'Falcon', brandAr: null, isTop: false });
  });

  it('asks before deleting and shows the in-use refusal', async () => {
    const inUse = messages.BRAND_IN_USE.replace('{n}', '3');
    const { user, fetchMock } = setup(({ url, method }) =>
      url === '/api/admin/brands/delete/b-1' && method === 'DELETE' ? { status: 409, body: { success: false, code: 'BRAND_IN_USE', message: inUse } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Falcon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this brand?' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/delete/'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(inUse)).toBeInTheDocument();
  });

  it('shows an empty list when the list fails', async () => {
    mockFetch(() => ({ status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'boom' } }));
    renderAdmin(AdminBrandsPage, '/admin/brands');
    expect(await screen.findByText('No brands yet.')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});

describe('admin categories (/admin/category)', () => {
  it('creates a category with "Is Top Category?"', async () => {
    const fetchMock = mockFetch(({ url, method }) => {
      if (url === '/api/admin/categories/getall') return { body: { success: true, data: [{ _id: 'c-1', category: 'Laptops', isTop: false, productCount: 4 }] } };
      if (url === '/api/admin/categories/create' && method === 'POST') return { status: 201, body: { success: true, message: messages.CATEGORY_CREATED } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAdmin(AdminCategoryPage, '/admin/category');
    expect(await screen.findByText('Laptops')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    await user.type(within(dialog).getByLabelText('Category'), 'Displays');
    await user.type(within(dialog).getByLabelText('Category (Arabic)'), 'شاشات');
    await user.click(within(dialog).getByLabelText('Is Top Category?'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.CATEGORY_CREATED)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/categories/create');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ category: 'Displays', categoryAr: 'شاشات', isTop: true });
  });
});
