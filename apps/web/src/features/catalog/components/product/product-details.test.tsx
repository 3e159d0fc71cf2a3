import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loader, meta } from '#web-app/routes/shop-product';
import { mockFetch } from '#web/test/fetch-mock';
import { makeProduct, makeProductWithGallery } from '#web/test/products';
import { testLoadContext } from '#web/test/render-route';
import { renderShop } from '#web/test/shop-routes';
import { productJsonLd, summarise } from '#web/features/catalog/product-head';

const PRODUCT = {
  ...makeProductWithGallery({
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
  }),
  sku: 'ROG-HYP-7950X3D',
};
const RELATED = makeProduct({ title: 'MSI MEG Trident X2' });
const RANDOM = makeProduct({ title: 'Logitech G Pro X Superlight 2' });

const DETAILS = { product: PRODUCT, relatedProducts: [RELATED], randomProducts: [RANDOM] };
/** A product whose details the API fails to give (the 503 case). */
const BROKEN = '2c9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bee';

function mockProducts() {
  return mockFetch(({ url }) => {
    if (url === `/api/shop/products/get/${PRODUCT._id}`) return { body: { success: true, data: DETAILS } };
    if (url === '/api/shop/products/get/not-an-id') return { status: 400, body: { success: false, code: 'INVALID_ID', message: 'Invalid id' } };
    if (url === `/api/shop/products/get/${BROKEN}`) return { status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'Server Error' } };
    if (url.startsWith('/api/shop/products/get/')) return { status: 404, body: { success: false, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' } };
    return undefined;
  });
}

function setup(id = PRODUCT._id) {
  mockProducts();
  return { user: userEvent.setup(), ...renderShop(`/shop/product/${id}`) };
}

/** What the loader throws for a product id, as a status (or 0 when it returns the page). */
async function loaderStatus(id: string): Promise<number> {
  mockProducts();
  const request = new Request(`https://shop.example.ae/shop/product/${id}`);
  try {
    await loader({ request, url: new URL(request.url), pattern: '/shop/product/:id', params: { id }, context: testLoadContext() });
    return 0;
  } catch (error) {
    // What a loader throws with `data(null, { status })`: the router turns it into the error response.
    return (error as { init?: { status?: number } } | null)?.init?.status ?? -1;
  }
}

describe('product page', () => {
  it('shows the product: title, brand, category, sale price and saving, stock, specifications', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: PRODUCT.title })).toHaveAttribute('srcset', expect.stringContaining('-1280.webp 1280w'));
    expect(screen.getByText('AED 18,999.00')).toBeInTheDocument();
    expect(screen.getByText('AED 19,999.00').closest('s')).not.toBeNull();
    expect(screen.getByText('Save AED 1,000.00')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ASUS ROG' })).toHaveAttribute('href', '/shop/listing?brand=brand-asus');

    const specs = screen.getByRole('table', {
      name: `Specifications of ${PRODUCT.title}`,
    });
    expect(within(specs).getByRole('rowheader', { name: 'GPU' })).toBeInTheDocument();
    // The SKU leads the rows (docs/decisions/032).
    const [skuRow] = within(specs).getAllByRole('row');
    expect(skuRow).toHaveTextContent('SKUROG-HYP-7950X3D');
    expect(
      within(specs).getByRole('cell', {
        name: 'NVIDIA GeForce RTX 4090 24 GB',
      }),
    ).toBeInTheDocument();

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
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Product not found',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/shop/listing');
    // Still in the shop's frame: the header is there.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('offers to try again when the product could not be loaded', async () => {
    setup(BROKEN);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The product could not be loaded',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('product page loader', () => {
  it('answers 404 for an unknown or deleted product and for a malformed id, 503 when the API fails', async () => {
    expect(await loaderStatus(PRODUCT._id)).toBe(0);
    expect(await loaderStatus('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed')).toBe(404);
    expect(await loaderStatus('not-an-id')).toBe(404);
    // An id far past any real one (found by fuzzing) is simply not found.
    expect(await loaderStatus('<'.repeat(500))).toBe(404);
    expect(await loaderStatus(BROKEN)).toBe(503);
  });
});

type MetaArgs = Parameters<typeof meta>[0];

describe('product page head', () => {
  const head = meta({ data: { details: DETAILS, origin: 'https://shop.example.ae' } } as MetaArgs) ?? [];
  const find = (key: string) => head.find((tag) => Object.values(tag).includes(key));

  it("has the title, the description and the Open Graph tags (the canonical address and og:url are the document head's)", () => {
    expect(head).toContainEqual({
      title: `${PRODUCT.title} | Falcon Computers`,
    });
    expect(head).toContainEqual({
      name: 'description',
      content: PRODUCT.description,
    });
    expect(find('og:image')).toEqual({
      property: 'og:image',
      content: 'https://shop.example.ae/uploads/products/abc-1280.webp',
    });
    expect(head).toContainEqual({
      property: 'product:price:amount',
      content: '18999.00',
    });
  });

  it('has a schema.org Product with its offer', () => {
    const tag = head.find((one) => 'script:ld+json' in one);
    const ld = tag && 'script:ld+json' in tag ? (tag['script:ld+json'] as Record<string, unknown>) : undefined;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: PRODUCT.title,
      sku: 'ROG-HYP-7950X3D',
      offers: {
        price: '18999.00',
        priceCurrency: 'AED',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('carries aggregateRating and the newest reviews once the product has some (docs/decisions/036)', () => {
    expect(productJsonLd(PRODUCT, 'https://shop.example.ae')).not.toHaveProperty('aggregateRating');
    const rated = { ...PRODUCT, rating: { average: 4.5, count: 2 } };
    const reviews = [
      { _id: 'r1', rating: 5, author: 'Amina', text: 'Fast', createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z' },
      { _id: 'r2', rating: 4, author: 'Omar', text: '', createdAt: '2026-11-19T08:00:00.000Z', updatedAt: '2026-11-19T08:00:00.000Z' },
    ];
    expect(productJsonLd(rated, 'https://shop.example.ae', reviews)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [
        { '@type': 'Review', author: { '@type': 'Person', name: 'Amina' }, datePublished: '2026-11-20', reviewRating: { ratingValue: 5 }, reviewBody: 'Fast' },
        { '@type': 'Review', author: { name: 'Omar' }, reviewRating: { ratingValue: 4 } },
      ],
    });
  });

  it('names an unknown product and keeps it out of search engines', () => {
    const missing = meta({
      data: undefined,
      error: {
        status: 404,
        statusText: 'Not Found',
        internal: false,
        data: null,
      },
    } as MetaArgs);
    expect(missing).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('cuts a long description at a word near 160 characters', () => {
    expect(summarise('  Short\n text. ')).toBe('Short text.');
    const cut = summarise('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
