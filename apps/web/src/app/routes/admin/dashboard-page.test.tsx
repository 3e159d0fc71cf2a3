import { messages, type DashboardData } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#web/test/fetch-mock';
import { makeOrder } from '#web/test/orders';
import { makeProduct } from '#web/test/products';
import { admin } from '#web/test/users';
import { renderAdmin } from '#web/test/render-admin';
import DashboardPage from './dashboard-page';

const dashboard: DashboardData = {
  revenue: 12345.5,
  ordersTotal: 42,
  ordersByStatus: { pending: 3, confirmed: 4, processing: 5, shipped: 6, delivered: 20, cancelled: 4 },
  customers: 17,
  products: 88,
  lowStock: [makeProduct({ _id: 'low-1', title: 'Curved monitor', totalStock: 2 })],
  recentOrders: [makeOrder({ orderNumber: 'FC-2001', name: 'Layla Hassan', totalPrice: 324 })],
  topProducts: [{ product: null, title: 'Mechanical keyboard', quantity: 9, revenue: 2700 }],
  salesLast12Months: Array.from({ length: 12 }, (_, index) => ({ month: `2026-${String(index + 1).padStart(2, '0')}`, total: index * 100 })),
  recentActivity: [
    {
      _id: 'a-1',
      actor: { _id: admin._id, name: 'Omar' },
      action: 'update',
      entityType: 'brand',
      entityId: 'b-1',
      summary: 'Updated brand Falcon',
      before: null,
      after: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ],
};

function renderDashboard() {
  return renderAdmin(DashboardPage, '/admin/dashboard');
}

describe('admin dashboard (/admin/dashboard)', () => {
  it('shows the stat cards as links, the statuses and the lists', async () => {
    mockFetch(({ url }) => (url === '/api/admin/dashboard' ? { body: { success: true, data: dashboard } } : undefined));
    renderDashboard();

    const revenue = await screen.findByRole('link', { name: /Revenue/ });
    expect(revenue).toHaveAttribute('href', '/admin/sales');
    expect(revenue).toHaveTextContent('12,345.50');
    expect(screen.getByRole('link', { name: /Orders\s*42/ })).toHaveAttribute('href', '/admin/orders');
    expect(screen.getByRole('link', { name: /Customers\s*17/ })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: /Products\s*88/ })).toHaveAttribute('href', '/admin/products');

    const byStatus = screen.getByRole('region', { name: 'Orders by status' });
    expect(within(byStatus).getByText('Delivered').nextSibling).toHaveTextContent('20');
    expect(within(screen.getByRole('region', { name: 'Low stock' })).getByText('Curved monitor')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Recent orders' })).getByText('FC-2001')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Top products' })).getByText('Mechanical keyboard')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Recent activity' })).getByText('Updated brand Falcon')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sales, last 12 months' })).toBeInTheDocument();
  });

  it('says the dashboard failed and retries', async () => {
    let calls = 0;
    mockFetch(({ url }) => {
      if (url !== '/api/admin/dashboard') return undefined;
      calls += 1;
      return calls === 1 ? { status: 500, body: { success: false } } : { body: { success: true, data: dashboard } };
    });
    const user = userEvent.setup();
    renderDashboard();

    expect(await screen.findByText(messages.FETCH_DASHBOARD_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Revenue/ })).toBeInTheDocument());
  });
});
