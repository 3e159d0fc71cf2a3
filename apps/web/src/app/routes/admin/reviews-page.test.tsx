import type { AdminReview } from '@store/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, validationFailed } from '#web/test/fetch-mock';
import { renderAdmin } from '#web/test/render-admin';
import AdminReviewsPage from './reviews-page';

// The admin's review moderation (issue 14 item 7, docs/decisions/036).

const review = (id: string, productTitle: string, hidden: boolean, text: string): AdminReview => ({
  _id: id,
  rating: 2,
  text,
  author: 'Omar',
  hidden,
  productId: `00000000-0000-4000-8000-0000000001${id}`,
  productTitle,
  customerEmail: `omar${id}@example.ae`,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
});

describe('admin reviews (/admin/reviews)', () => {
  it('filters by visibility and product, and hides a review with a reason', async () => {
    const stored = [review('11', 'ASUS ROG Strix', false, 'Call me on 050 000 0000'), review('12', 'Logitech MX Keys', true, 'Spam')];
    const fetchMock = mockFetch(({ url, method, body }) => {
      if (url.startsWith('/api/admin/reviews?')) {
        const query = new URL(url, 'http://store.test').searchParams;
        const rows = stored.filter(
          (r) => (!query.get('hidden') || String(r.hidden) === query.get('hidden')) && (!query.get('product') || r.productId === query.get('product')),
        );
        return { body: { success: true, data: rows, total: rows.length, totalPages: 1, currentPage: 1 } };
      }
      if (url === '/api/admin/reviews/11/visibility' && method === 'PUT') {
        const { reason } = body as { reason: string };
        if (!reason.trim())
          return validationFailed([{ path: 'reason', message: 'Give the reason for hiding or showing this review' }], 'x');
        stored[0] = { ...review('11', 'ASUS ROG Strix', true, 'Call me on 050 000 0000') };
        return { body: { success: true, message: 'The review is hidden', data: stored[0] } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAdmin(AdminReviewsPage, '/admin/reviews');

    expect(await screen.findByText('Call me on 050 000 0000')).toBeInTheDocument();
    expect(screen.getByText('Spam')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'Hidden');
    expect(await screen.findByText('Spam')).toBeInTheDocument();
    expect(screen.queryByText('Call me on 050 000 0000')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'All reviews');

    await user.click((await screen.findAllByRole('button', { name: 'Only this product' }))[0] as HTMLElement);
    expect(await screen.findByText('Product: ASUS ROG Strix')).toBeInTheDocument();
    expect(screen.queryByText('Spam')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the reason for hiding or showing this review');
    await user.type(screen.getByLabelText('Reason'), 'Phone number in the text');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The review is hidden')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show' })).toBeInTheDocument();
    const put = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ hidden: true, reason: 'Phone number in the text' });
  });
});
