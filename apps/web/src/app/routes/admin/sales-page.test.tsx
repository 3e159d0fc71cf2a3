import { messages } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#web/test/fetch-mock';
import { renderAdmin } from '#web/test/render-admin';
import AdminSalesPage from './sales-page';

const year2026 = [100, 200, 300, 400, 500, 600, 700, 8000, 900, 1000, 1100, 1200.5];
const discounts2026 = [0, 0, 12.5, 0, 0, 0, 0, 0, 0, 30, 0, 0];
const year2025 = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 50, 0];

function renderSales() {
  return renderAdmin(AdminSalesPage, '/admin/sales');
}

describe('admin sales (/admin/sales)', () => {
  it('shows this year by default, its total and best month, and switches year', async () => {
    const fetchMock = mockFetch(({ url }) => {
      if (url === '/api/admin/dashboard/sales-years') return { body: { success: true, data: [2026, 2025] } };
      if (url === '/api/admin/dashboard/monthly-sales') return { body: { success: true, monthlySales: year2026 } };
      if (url === '/api/admin/dashboard/monthly-sales?year=2025') return { body: { success: true, monthlySales: year2025 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderSales();

    expect(await screen.findByText('Total sales in 2026')).toBeInTheDocument();
    expect(screen.getByText(/15,000\.50/)).toBeInTheDocument();
    expect(screen.getByText('August')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Year')).toHaveValue('2026'));

    await user.selectOptions(screen.getByLabelText('Year'), '2025');
    expect(await screen.findByText('Total sales in 2025')).toBeInTheDocument();
    expect(screen.getByText('November')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/dashboard/monthly-sales?year=2025')).toBe(true);
  });

  it('downloads the twelve months as CSV', async () => {
    mockFetch(({ url }) => {
      if (url === '/api/admin/dashboard/sales-years') return { body: { success: true, data: [2026] } };
      if (url.startsWith('/api/admin/dashboard/monthly-sales')) return { body: { success: true, monthlySales: year2026, monthlyDiscounts: discounts2026 } };
      return undefined;
    });
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn<(object: Blob | MediaSource) => string>((object) => {
      if (object instanceof Blob) blobs.push(object);
      return 'blob:sales';
    });
    class TestUrl extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn<(url: string) => void>();
    }
    vi.stubGlobal('URL', TestUrl);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderSales();

    await screen.findByText('Total sales in 2026');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalled();
    const text = await blobs[0]?.text();
    expect(text?.split('\n')).toEqual([
      'month,total_aed,discount_aed',
      ...year2026.map((v, i) => `2026-${String(i + 1).padStart(2, '0')},${v.toFixed(2)},${(discounts2026[i] ?? 0).toFixed(2)}`),
      '',
    ]);
    // The year's coupon discounts beside its sales (issue 14 item 2).
    expect(screen.getByText('Coupon discounts in 2026').nextElementSibling).toHaveTextContent('AED 42.50');
  });

  it('says Server error when the sales fail', async () => {
    mockFetch(({ url }) => (url === '/api/admin/dashboard/sales-years' ? { body: { success: true, data: [2026] } } : { status: 500, body: {} }));
    renderSales();
    expect(await screen.findByText(messages.MONTHLY_SALES_FAILED)).toBeInTheDocument();
  });
});
