import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProductWithGallery } from '#web/test/products';
import { ProductGallery } from './product-gallery';

// The product page's gallery (issue 14 item 4, docs/decisions/034): thumbnails,
// a swipe that follows the page's direction, and the enlarged view.

const photo = (name: string) => `/uploads/products/${name}-640.webp`;
const PRODUCT = makeProductWithGallery({ title: 'ROG Strix G16', images: [photo('front'), photo('side'), photo('back')] });

const mainPhoto = () => screen.getByRole('button', { name: /^Enlarge photo/ });
const mainSrc = () => within(mainPhoto()).getByRole('img', { name: 'ROG Strix G16' }).getAttribute('src');

function swipe(element: HTMLElement, fromX: number, toX: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: fromX, clientY: 200 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: toX, clientY: 205 }] });
}

afterEach(() => {
  document.documentElement.removeAttribute('dir');
});

describe('product gallery', () => {
  it('shows the first photo, and a thumbnail shows its own', async () => {
    render(<ProductGallery product={PRODUCT} />);
    expect(mainPhoto()).toHaveAccessibleName('Enlarge photo 1 of 3');
    expect(mainSrc()).toBe('/uploads/products/front-1280.webp');
    const thumbnails = within(screen.getByRole('list', { name: 'Photos of ROG Strix G16' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual(['Photo 1 of 3', 'Photo 2 of 3', 'Photo 3 of 3']);
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Photo 3 of 3' }));
    expect(mainSrc()).toBe('/uploads/products/back-1280.webp');
    expect(mainPhoto()).toHaveAccessibleName('Enlarge photo 3 of 3');
    expect(screen.getByRole('button', { name: 'Photo 3 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('a leftward swipe shows the next photo on an English page, a rightward one on an Arabic page', () => {
    const { unmount } = render(<ProductGallery product={PRODUCT} />);
    swipe(mainPhoto(), 300, 150);
    expect(mainSrc()).toBe('/uploads/products/side-1280.webp');
    swipe(mainPhoto(), 150, 300);
    expect(mainSrc()).toBe('/uploads/products/front-1280.webp');
    swipe(mainPhoto(), 200, 190);
    expect(mainSrc()).toBe('/uploads/products/front-1280.webp');
    unmount();

    document.documentElement.dir = 'rtl';
    render(<ProductGallery product={PRODUCT} />);
    swipe(mainPhoto(), 150, 300);
    expect(mainSrc()).toBe('/uploads/products/side-1280.webp');
  });

  it('enlarges the photo in a dialog: arrow keys turn the photos, Escape closes it', async () => {
    const user = userEvent.setup();
    render(<ProductGallery product={PRODUCT} />);
    mainPhoto().focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'ROG Strix G16' });
    expect(within(dialog).getByRole('img', { name: 'ROG Strix G16' })).toHaveAttribute('src', '/uploads/products/front-1280.webp');
    expect(dialog).toHaveAccessibleDescription('Photo 1 of 3');

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'ROG Strix G16' })).toHaveAttribute('src', '/uploads/products/side-1280.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img', { name: 'ROG Strix G16' })).toHaveAttribute('src', '/uploads/products/back-1280.webp');
    await user.keyboard('{ArrowLeft}');
    expect(dialog).toHaveAccessibleDescription('Photo 2 of 3');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mainSrc()).toBe('/uploads/products/side-1280.webp');
  });

  it('shows one photo without thumbnails for a product with a single image', () => {
    render(<ProductGallery product={makeProductWithGallery({ title: 'Mouse' })} />);
    expect(screen.getByRole('button', { name: 'Enlarge photo 1 of 1' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
