import { messages, type Coupon } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply } from '../../../test/fetch-mock';
import { renderAdmin } from '../../../test/render-admin';
import AdminCouponsPage from './coupons-page';

// The admin's coupon codes (issue 14 item 2, docs/decisions/033).

type Handler = (request: { url: string; method: string; body: unknown }) => MockReply | undefined;

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

function setup(handler: Handler = () => undefined) {
  const fetchMock = mockFetch((request) => {
    if (request.url === '/api/admin/coupons' && request.method === 'GET') return { body: { success: true, data: [coupon] } };
    return handler(request);
  });
  const user = userEvent.setup();
  const view = renderAdmin(AdminCouponsPage, '/admin/coupons');
  return { ...view, user, fetchMock };
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
});
