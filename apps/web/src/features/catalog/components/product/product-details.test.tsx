import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock';
import { makeProduct } from '../../../../test/products';
import { renderApp } from '../../../../test/render';
import { metaDescriptionOf } from './product-details';

const PRODUCT = makeProduct({
  title: 'ROG Hyperion Custom Build',
  description: 'A water-cooled showpiece with a Ryzen 9 and an RTX 4090.',
  price: 19999,
  salePrice: 18999,
  totalStock: 2,
  isQuoteAvailable: true,
  specs: [
    { label: 'CPU', value: 'AMD Ryzen 9 7950X3D' },
    { label: 'GPU', value: 'NVIDIA GeForce RTX 4090 24 GB' },
  ],
});
const RELATED = makeProduct({ title: 'MSI MEG Trident X2' });
const RANDOM = makeProduct({ title: 'Logitech G Pro X Superlight 2' });

function setup(id = PRODUCT._id) {
  mockFetch(({ url }) =>
    url === `/api/shop/products/get/${PRODUCT._id}`
      ? { body: { success: true, data: { product: PRODUCT, relatedProducts: [RELATED], randomProducts: [RANDOM] } } }
      : url.startsWith('/api/shop/products/get/')
        ? { status: 404, body: { success: false, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' } }
        : undefined,
  );
  return { user: userEvent.setup(), ...renderApp(`/shop/product/${id}`) };
}

describe('product page', () => {
  it('shows the product: title, brand, category, sale price and saving, stock, specifications', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT.title })).toBeInTheDocument();
    expect(document.title).toBe(`${PRODUCT.title} | Falcon Computers`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', PRODUCT.description);
    expect(screen.getByRole('img', { name: PRODUCT.title })).toHaveAttribute('srcset', expect.stringContaining('-1280.webp 1280w'));
    expect(screen.getByText('AED 18,999.00')).toBeInTheDocument();
    expect(screen.getByText('AED 19,999.00').closest('s')).not.toBeNull();
    expect(screen.getByText('Save AED 1,000.00')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ASUS ROG' })).toHaveAttribute('href', '/shop/listing?brand=brand-asus');

    const specs = screen.getByRole('table', { name: `Specifications of ${PRODUCT.title}` });
    expect(within(specs).getByRole('rowheader', { name: 'GPU' })).toBeInTheDocument();
    expect(within(specs).getByRole('cell', { name: 'NVIDIA GeForce RTX 4090 24 GB' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    const related = screen.getByRole('region', { name: 'Related products' });
    expect(within(related).getByRole('link', { name: RELATED.title })).toHaveAttribute('href', `/shop/product/${RELATED._id}`);
    const more = screen.getByRole('region', { name: 'You may also like' });
    expect(within(more).getByRole('link', { name: RANDOM.title })).toBeInTheDocument();
  });

  it('puts one of the product into the cart with Add to Cart', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Shopping cart: 1' })).toBeInTheDocument();
  });

  it('opens the Get Quote form in a dialog', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Get Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get a quote' });
    expect(within(dialog).getByLabelText('Full name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Get Quote' })).toHaveFocus();
  });

  it('says so, with a way back to the shop, when the product does not exist', async () => {
    setup('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/shop/listing');
    expect(document.title).toBe('Product not found | Falcon Computers');
  });
});

describe('meta description of a product', () => {
  it('is the description on one line, cut at a word near 155 characters', () => {
    expect(metaDescriptionOf('  Short\n text. ')).toBe('Short text.');
    const long = 'word '.repeat(60);
    const meta = metaDescriptionOf(long);
    expect(meta.length).toBeLessThanOrEqual(155);
    expect(meta.endsWith('word…')).toBe(true);
  });
});
