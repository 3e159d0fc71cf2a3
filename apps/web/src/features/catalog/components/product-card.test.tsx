import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '#web/test/products';
import { TestStateProvider } from '#web/test/test-state';
import { stockView } from '../product-display';
import { ProductCard } from './product-card';

function renderCard(overrides: Parameters<typeof makeProduct>[0] = {}, priority = false) {
  const product = makeProduct(overrides);
  const view = render(
    <MemoryRouter>
      {/* The card's wishlist heart shows its toasts through the app's state. */}
      <TestStateProvider>
        <ProductCard product={product} priority={priority} />
      </TestStateProvider>
    </MemoryRouter>,
  );
  return { product, ...view };
}

describe('product card (docs/store-rules.md#12-look-and-feel)', () => {
  it('shows the stars and the count of reviews once a product has reviews (docs/decisions/036)', () => {
    renderCard({ rating: { average: 4.5, count: 12 } });
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    // The coloured row is cut to 90%: four and a half of five stars.
    expect(stars.querySelector('span')).toHaveStyle({ width: '90%' });
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
  });

  it('shows no stars without a review', () => {
    renderCard();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/review/)).not.toBeInTheDocument();
  });

  it('shows the title as a link to the product, the brand and the price in AED', () => {
    const { product } = renderCard({ title: 'ASUS ROG Strix G16', price: 5499 });
    expect(screen.getByRole('link', { name: 'ASUS ROG Strix G16' })).toHaveAttribute('href', `/shop/product/${product._id}`);
    expect(screen.getByText('ASUS ROG')).toBeInTheDocument();
    expect(screen.getByText('AED 5,499.00')).toBeInTheDocument();
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
    expect(screen.queryByText('Sale')).not.toBeInTheDocument();
  });

  it('shows a sale: the sale price, the old price struck through and the saving', () => {
    renderCard({ price: 8999, salePrice: 8299.5 });
    expect(screen.getByText('AED 8,299.50')).toHaveClass('text-danger');
    const old = screen.getByText('AED 8,999.00');
    expect(old.closest('s')).not.toBeNull();
    // Worked out in fils: no floating-point crumbs.
    expect(screen.getByText('Save AED 699.50')).toBeInTheDocument();
    expect(screen.getByText('Sale')).toBeInTheDocument();
  });

  it('ignores a "sale price" that is not below the price', () => {
    renderCard({ price: 100, salePrice: 100 });
    expect(screen.getByText('AED 100.00')).not.toHaveClass('text-danger');
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
  });

  it.each([
    [20, 'In stock'],
    [6, 'In stock'],
    [5, 'Only 5 left'],
    [3, 'Only 3 left'],
    [1, 'Only 1 left'],
    [0, 'Out of stock'],
  ])('says the stock of %i in words: %s', (totalStock, words) => {
    renderCard({ totalStock });
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(stockView(totalStock).label).toBe(words);
  });

  it('uses the image variants with a square size and loads it lazily below the fold', () => {
    const { container } = renderCard({ image: '/uploads/products/k-640.webp' });
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/uploads/products/k-1280.webp 1280w'));
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '640');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads the image at once above the fold', () => {
    const { container } = renderCard({}, true);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a placeholder when there is no image', () => {
    const { container } = renderCard({ image: null });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
  });

  it('shows the placeholder when the image fails to load', () => {
    const { container } = renderCard();
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
  });
});
