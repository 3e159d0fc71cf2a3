import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnReview, ReviewsResponse, StoreLoadContext } from '@store/contract';
import { useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockReply, validationFailed } from '#web/test/fetch-mock';
import { renderRoute } from '#web/test/render-route';
import { customer } from '#web/test/users';
import { reviewAction } from '../review-action';
import { fetchFirstReviews, fetchOwnReview } from '../reviews-api';
import { ReviewsSection } from './reviews-section';

// A product's reviews on its page (issue 14 item 7, docs/decisions/036): the first page and the customer's
// own review are the page's loader data, further pages come from the resource route (docs/decisions/047);
// the form posts to the page's action (docs/decisions/045).

const PRODUCT = '00000000-0000-4000-8000-000000000101';
const REVIEWS = `/api/shop/reviews/${PRODUCT}`;
const review = (id: number, rating: number, author: string, text: string) => ({
  _id: `00000000-0000-4000-8000-00000000020${id}`,
  rating,
  author,
  text,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
});
const FIRST: ReviewsResponse = {
  success: true,
  data: [review(1, 5, 'Amina', '<b>Great</b> screen'), review(2, 4, 'Omar', '')],
  total: 6,
  totalPages: 2,
  currentPage: 1,
  summary: { average: 4.5, count: 6, distribution: [0, 0, 1, 1, 4] },
};

afterEach(() => vi.unstubAllGlobals());

/** The product page's part: the loader reads as app/routes/shop-product.tsx does. */
async function loader({ params, context }: { params: { id?: string }; context: StoreLoadContext }) {
  const id = params.id ?? '';
  const [first, own] = await Promise.all([fetchFirstReviews(context.api, id), context.user ? fetchOwnReview(context.api, id) : null]);
  return { first, own, signedIn: context.user !== null };
}

function ProductReviews() {
  const { first, own, signedIn } = useLoaderData<typeof loader>();
  return <ReviewsSection productId={PRODUCT} first={first} own={own} signedIn={signedIn} />;
}

function renderReviews(answer: (request: { url: string; method: string; body: unknown }) => MockReply | undefined, signedIn: boolean) {
  const fetchMock = mockFetch(({ url, method, body }) => answer({ url, method, body }) ?? (url === REVIEWS ? { body: FIRST } : undefined));
  renderRoute([{ path: 'shop/product/:id', Component: ProductReviews, loader: loader as never, action: reviewAction as never }], `/shop/product/${PRODUCT}`, {
    user: signedIn ? customer : null,
  });
  return fetchMock;
}

describe('reviews section', () => {
  it('shows the average, count, distribution and the newest reviews as text; more on demand', async () => {
    renderReviews(({ url }) => (url === `${REVIEWS}?page=2` ? { body: { ...FIRST, data: [review(3, 3, 'Sara', 'Fine')], currentPage: 2 } } : undefined), false);
    expect(await screen.findByText('4.5 out of 5')).toBeInTheDocument();
    expect(screen.getByText('6 reviews')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'How the reviews rate it' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['5 stars4', '4 stars1', '3 stars1', '2 stars0', '1 star0']);
    // The tags of a review are shown as the characters they are.
    expect(screen.getByText('<b>Great</b> screen')).toBeInTheDocument();
    expect(screen.getByText('Sign in to review a product you received.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await screen.findByText('Fine')).toBeInTheDocument();
    expect(screen.getByText('<b>Great</b> screen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it('a signed-in customer writes a review; the server says when they may not', async () => {
    const saved: OwnReview = { ...review(9, 4, 'Layla', 'Quiet keys'), hidden: false };
    let refuse = true;
    const fetchMock = renderReviews(({ url, method, body }) => {
      if (url === `${REVIEWS}/mine`) return { body: { success: true, data: refuse ? null : saved } };
      if (url === REVIEWS && method === 'POST' && (body as { rating?: number }).rating === undefined)
        return validationFailed([{ path: 'rating', message: 'Choose a rating from 1 to 5 stars' }], 'Validation failed');
      if (url === REVIEWS && method === 'POST')
        return refuse
          ? { status: 403, body: { success: false, code: 'REVIEW_NOT_DELIVERED', message: 'You can review this product once your order has been delivered' } }
          : { status: 201, body: { success: true, message: 'Thank you, your review is saved', data: saved } };
      if (url === REVIEWS && !refuse) return { body: { ...FIRST, data: [saved, ...FIRST.data] } };
      return undefined;
    }, true);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5 stars');

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review (optional)'), 'Quiet keys');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You can review this product once your order has been delivered'));
    // The stars and the text as the customer left them.
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByLabelText('Your review (optional)')).toHaveValue('Quiet keys');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    const section = screen.getByRole('region', { name: 'Customer reviews' });
    expect(await within(section).findByRole('status')).toHaveTextContent('Thank you, your review is saved');
    expect(await screen.findByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
    expect(await screen.findByText('Quiet keys', { selector: 'li p' })).toBeInTheDocument();
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1);
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ rating: 4, text: 'Quiet keys' });
  });
});
