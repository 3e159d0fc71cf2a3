import { messages, type Coupon } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockHandler } from '#web/test/fetch-mock';
import { ASUS, catalogueChoices, DISPLAYS, LAPTOPS, MSI } from '#web/test/catalogue-choices';
import { setupAdmin } from '#web/test/render-admin';
import AdminCouponsPage from './coupons-page';

// The admin's coupon codes (issue 14 item 2, docs/decisions/033).

const coupon: Coupon = {
  _id: '0f6a3c2e-1b4d-4e5f-9a6b-7c8d9e0f1a2b',
  code: 'EID-25',
  kind: 'fixed',
  value: 25,
  minSpend: 100,
  startsAt: '2026-12-01T09:00',
  endsAt: '2026-12-31T23:59',
  totalLimit: 100,
  perCustomerLimit: 1,
  categoryIds: [],
  brandIds: [],
  active: true,
  usedCount: 12,
  discountTotal: 300,
  createdAt: '2026-11-24T08:00:00.000Z',
};


function setup(handler: MockHandler = () => undefined) {
  return setupAdmin(AdminCouponsPage, '/admin/coupons', (request) => {
    if (request.url === '/api/admin/coupons' && request.method === 'GET') return { body: { success: true, data: [coupon] } };
    return catalogueChoices(request.url) ?? handler(request);
  });
}

describe('admin coupons (/admin/coupons)', () => {
  it('lists each coupon with its discount, minimum spend, dates, uses and what it gave', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const row = (await within(table).findByText('EID-25')).closest('tr') as HTMLElement;
    expect(within(row).getByText('AED 25.00')).toBeInTheDocument();
    expect(within(row).getByText('AED 100.00')).toBeInTheDocument();
    expect(within(row).getByText('2026-12-01 09:00 to 2026-12-31 23:59')).toBeInTheDocument();
    expect(within(row).getByText('12 of 100')).toBeInTheDocument();
    expect(within(row).getByText('AED 300.00')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('creates a percentage coupon with a limit, and shows the server’s refusal of a taken code at the field', async () => {
    const bodies: unknown[] = [];
    const { user } = setup(({ url, method, body }) => {
      if (url !== '/api/admin/coupons' || method !== 'POST') return undefined;
      bodies.push(body);
      if (bodies.length === 1) return { status: 409, body: { success: false, code: 'COUPON_CODE_TAKEN', message: messages.COUPON_CODE_TAKEN } };
      return { status: 201, body: { success: true, message: messages.COUPON_SAVED, data: { ...coupon, code: 'TEN', kind: 'percent', value: 10 } } };
    });
    await screen.findByRole('table', { name: 'Coupons' });
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a coupon' });
    await user.type(within(dialog).getByLabelText('Code'), 'ten');
    await user.type(within(dialog).getByLabelText('Amount'), '10');
    await user.type(within(dialog).getByLabelText('Total uses'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.COUPON_CODE_TAKEN)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ code: 'TEN', kind: 'percent', value: 10, totalLimit: 50, perCustomerLimit: null, minSpend: null, active: true });

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'TEN-OFF');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a coupon' })).not.toBeInTheDocument());
    expect(await screen.findByText(messages.COUPON_SAVED)).toBeInTheDocument();
  });

  it('refuses a percentage above 100 before asking the server', async () => {
    const { user, fetchMock } = setup();
    await screen.findByRole('table', { name: 'Coupons' });
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a coupon' });
    await user.type(within(dialog).getByLabelText('Code'), 'HUGE');
    await user.type(within(dialog).getByLabelText('Amount'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.COUPON_PERCENT_INVALID)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toHaveLength(0);
  });

  it('limits a coupon to categories and brands with the keyboard (Tab to a box, Space to tick it)', async () => {
    const bodies: unknown[] = [];
    const { user } = setup(({ url, method, body }) => {
      if (url !== `/api/admin/coupons/${coupon._id}` || method !== 'PUT') return undefined;
      bodies.push(body);
      return { body: { success: true, message: messages.COUPON_SAVED, data: { ...coupon, categoryIds: [LAPTOPS], brandIds: [ASUS] } } };
    });
    await screen.findByRole('table', { name: 'Coupons' });
    await user.click(screen.getByRole('button', { name: 'Edit EID-25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit coupon EID-25' });
    const categoryGroup = within(dialog).getByRole('group', { name: /Only these categories/ });
    const brandGroup = within(dialog).getByRole('group', { name: /Only these brands/ });
    expect(within(categoryGroup).getByText('All')).toBeInTheDocument();
    expect(within(categoryGroup).getByText('None ticked: every category. With brands ticked too, a product must match both.')).toBeInTheDocument();
    // Sorted by name, nothing ticked.
    expect(within(brandGroup).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['ASUS ROG', 'MSI']);
    expect(within(brandGroup).getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);

    // Tab reaches each box, Space ticks it.
    within(categoryGroup).getByRole('checkbox', { name: 'Displays' }).focus();
    await user.tab();
    expect(within(categoryGroup).getByRole('checkbox', { name: 'Laptops' })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(categoryGroup).getByRole('checkbox', { name: 'Laptops' })).toBeChecked();
    expect(within(categoryGroup).getByText('1 selected')).toBeInTheDocument();
    await user.tab();
    expect(within(brandGroup).getByRole('checkbox', { name: 'ASUS ROG' })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ code: 'EID-25', categoryIds: [LAPTOPS], brandIds: [ASUS] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a limited coupon with its categories and brands ticked, and sends them back unchanged', async () => {
    const limited = { ...coupon, categoryIds: [DISPLAYS], brandIds: [MSI, ASUS] };
    const bodies: unknown[] = [];
    const { user } = setupAdmin(AdminCouponsPage, '/admin/coupons', (request) => {
      if (request.url === '/api/admin/coupons' && request.method === 'GET') return { body: { success: true, data: [limited] } };
      if (request.method === 'PUT') {
        bodies.push(request.body);
        return { body: { success: true, message: messages.COUPON_SAVED, data: limited } };
      }
      return catalogueChoices(request.url);
    });
    const table = await screen.findByRole('table', { name: 'Coupons' });
    expect(within(table).getByText('Limited to some categories or brands')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit EID-25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit coupon EID-25' });
    const categoryGroup = within(dialog).getByRole('group', { name: /Only these categories/ });
    await waitFor(() => expect(within(categoryGroup).getByRole('checkbox', { name: 'Displays' })).toBeChecked());
    expect(within(categoryGroup).getByRole('checkbox', { name: 'Laptops' })).not.toBeChecked();
    expect(within(within(dialog).getByRole('group', { name: /Only these brands/ })).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ categoryIds: [DISPLAYS], brandIds: [MSI, ASUS] });
  });
});
