import { messages, type Product } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockHandler, type MockReply, type MockRequest, validationFailed } from '#web/test/fetch-mock';
import { ASUS, brands, catalogueChoices, DISPLAYS, LAPTOPS, MSI } from '#web/test/catalogue-choices';
import { makeProductWithGallery } from '#web/test/products';
import { setupAdmin } from '#web/test/render-admin';
import AdminProductsPage from './products-page';


type ListedProduct = Product & { sku: string };

/** A product as the admin's list answers it: with its gallery and SKU ("ROG Strix G16" -> "ROG-STRIX-G16"). */
function product(title: string, overrides: Partial<Product> = {}): ListedProduct {
  const listed = makeProductWithGallery({ title, category: LAPTOPS, categoryName: 'Laptops', brand: ASUS, brandName: 'ASUS ROG', ...overrides });
  return { ...listed, sku: title.toUpperCase().replace(/[^A-Z0-9]+/g, '-') };
}

const page1 = [
  product('ROG Strix G16', { price: 6499, salePrice: 5999, totalStock: 12, isQuoteAvailable: true }),
  product('ROG Zephyrus G14', { price: 7999, totalStock: 3 }),
  product('MSI Katana 15', { brand: MSI, brandName: 'MSI', price: 3899, totalStock: 0 }),
  product('ROG Swift OLED 27', { category: DISPLAYS, categoryName: 'Displays', price: 3499, totalStock: 40 }),
];
const page2 = [product('MSI Titan 18', { brand: MSI, brandName: 'MSI', price: 18999 })];

function listReply(data: ListedProduct[], { total = data.length, totalPages = 1, currentPage = 1 } = {}): MockReply {
  return { body: { success: true, data, total, totalPages, currentPage } };
}

/** The admin list answers: 9 products on 3 pages; a search for "titan" finds one. */
function catalogue(request: MockRequest): MockReply | undefined {
  const [path = '', query = ''] = request.url.split('?');
  if (path === '/api/admin/products/getall' && request.method === 'GET') {
    const params = new URLSearchParams(query);
    if (params.get('search') === 'titan') return listReply(page2, { total: 1 });
    if (params.get('page') === '2') return listReply(page2, { total: 9, totalPages: 3, currentPage: 2 });
    return listReply(page1, { total: 9, totalPages: 3 });
  }
  return catalogueChoices(path);
}

function setup(handler: MockHandler = () => undefined, path = '/admin/products') {
  const page = setupAdmin(AdminProductsPage, path, (request) => handler(request) ?? catalogue(request));
  const listCalls = () =>
    page.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/products/getall'));
  return { ...page, listCalls };
}

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, url: string, method: string): unknown {
  const call = fetchMock.mock.calls.find(([callUrl, init]) => callUrl === url && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

function rowsOf(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

describe('admin products (/admin/products)', () => {
  it('lists 4 products a page with their prices, stock and Get Quote, and pages', async () => {
    const { user, listCalls } = setup();
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(listCalls()).toContain('/api/admin/products/getall?page=1&limit=4');
    expect(rowsOf(table)).toHaveLength(4);
    expect(screen.getByText('9 products')).toBeInTheDocument();

    const strix = within(table).getByText('ROG Strix G16').closest('tr') as HTMLElement;
    expect(within(strix).getByText('Laptops')).toBeInTheDocument();
    expect(within(strix).getByText('ASUS ROG')).toBeInTheDocument();
    expect(strix).toHaveTextContent(/AED\s?6,499\.00/);
    expect(strix).toHaveTextContent(/AED\s?5,999\.00/);
    expect(within(strix).getByText('Get Quote')).toBeInTheDocument();
    expect(within(strix).getByText('ROG-STRIX-G16')).toBeInTheDocument();
    expect(within(within(table).getByText('ROG Zephyrus G14').closest('tr') as HTMLElement).getByText('Low: 3')).toBeInTheDocument();
    expect(within(within(table).getByText('MSI Katana 15').closest('tr') as HTMLElement).getByText('Out of stock')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/admin/products?page=2');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await within(table).findByText('MSI Titan 18')).toBeInTheDocument();
    expect(listCalls()).toContain('/api/admin/products/getall?page=2&limit=4');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches by title and filters by category and brand through the URL', async () => {
    const { user, listCalls, router } = setup(undefined, '/admin/products?page=2');
    await screen.findByText('MSI Titan 18');

    await user.type(screen.getByLabelText('Search products'), 'titan');
    await waitFor(() => expect(listCalls()).toContain('/api/admin/products/getall?page=1&limit=4&search=titan'));
    expect(router.state.location.search).toBe('?search=titan');
    // One plural message gives the singular too (t() with Intl.PluralRules).
    expect(await screen.findByText('1 product')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'Displays');
    await waitFor(() =>
      expect(listCalls()).toContain(`/api/admin/products/getall?page=1&limit=4&search=titan&category=${DISPLAYS}`),
    );
    await user.selectOptions(screen.getByLabelText('Brand'), 'MSI');
    await waitFor(() =>
      expect(listCalls()).toContain(`/api/admin/products/getall?page=1&limit=4&search=titan&category=${DISPLAYS}&brand=${MSI}`),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      search: 'titan',
      category: DISPLAYS,
      brand: MSI,
    });
  });

  it('creates a product with an uploaded image, spec rows and Get Quote', async () => {
    const uploaded = '/uploads/products/f00d-640.webp';
    const created = product('ROG Flow X13');
    const { user, fetchMock } = setup(({ url, method }) => {
      if (url === '/api/admin/uploads' && method === 'POST') return { status: 201, body: { success: true, data: { url: uploaded } } };
      if (url === '/api/admin/products/create' && method === 'POST')
        return { status: 201, body: { success: true, message: messages.PRODUCT_CREATED, data: created } };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a product' });
    expect(within(dialog).getByText('No photos yet')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'ROG Flow X13');
    const arabicTitle = within(dialog).getByLabelText('Title (Arabic)');
    expect(arabicTitle).toHaveAttribute('dir', 'rtl');
    expect(arabicTitle).toHaveAttribute('lang', 'ar');
    expect(within(dialog).getByLabelText('Description (Arabic)')).toHaveAttribute('dir', 'rtl');
    await user.type(arabicTitle, 'لابتوب ROG Flow X13');
    await user.type(within(dialog).getByLabelText('Description'), 'A 13-inch gaming tablet.');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Laptops');
    await user.selectOptions(within(dialog).getByLabelText('Brand'), 'ASUS ROG');

    const file = new File(['fake-png-bytes'], 'flow.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Photos Add photos'), file);
    const preview = await within(dialog).findByRole('button', { name: 'Photo 1 of 1, Listing image' });
    expect(preview.querySelector('img')).toHaveAttribute('src', '/uploads/products/f00d-320.webp');
    const uploadCall = fetchMock.mock.calls.find(([url]) => url === '/api/admin/uploads');
    const sent = uploadCall?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toBeInstanceOf(File);
    expect(((sent as FormData).get('file') as File).name).toBe('flow.png');

    await user.type(within(dialog).getByLabelText('Price (AED)'), '4999');
    await user.type(within(dialog).getByLabelText('Sale price (AED)'), '4599');
    await user.type(within(dialog).getByLabelText('Stock'), '7');

    await user.click(within(dialog).getByRole('button', { name: 'Add row' }));
    await user.type(within(dialog).getByLabelText('Label of row 1'), 'CPU');
    await user.type(within(dialog).getByLabelText('Value of row 1'), 'Ryzen 9 7940HS');
    expect(within(dialog).getByLabelText('Arabic label of row 1')).toHaveAttribute('lang', 'ar');
    await user.type(within(dialog).getByLabelText('Arabic label of row 1'), 'المعالج');
    await user.click(within(dialog).getByRole('button', { name: 'Add row' }));
    await user.type(within(dialog).getByLabelText('Label of row 2'), 'Weight');
    await user.type(within(dialog).getByLabelText('Value of row 2'), '1.3 kg');
    await user.type(within(dialog).getByLabelText('Arabic value of row 2'), '1.3 كغ');
    await user.click(within(dialog).getByRole('button', { name: 'Add row' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove row 3' }));

    await user.click(within(dialog).getByLabelText('Enable "Get Quote" option'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.PRODUCT_CREATED)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/admin/products/create', 'POST')).toEqual({
      title: 'ROG Flow X13',
      titleAr: 'لابتوب ROG Flow X13',
      // No SKU typed: the server makes one (docs/decisions/032).
      sku: null,
      description: 'A 13-inch gaming tablet.',
      descriptionAr: null,
      category: LAPTOPS,
      brand: ASUS,
      image: uploaded,
      images: [uploaded],
      price: 4999,
      salePrice: 4599,
      totalStock: 7,
      isQuoteAvailable: true,
      specs: [
        { label: 'CPU', value: 'Ryzen 9 7940HS', labelAr: 'المعالج', valueAr: null },
        { label: 'Weight', value: '1.3 kg', labelAr: null, valueAr: '1.3 كغ' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server sentence when an upload is refused', async () => {
    const { user } = setup(({ url }) =>
      url === '/api/admin/uploads' ? { status: 400, body: { success: false, code: 'IMAGE_UNSUPPORTED', message: messages.IMAGE_UNSUPPORTED } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a product' });
    await user.upload(within(dialog).getByLabelText('Photos Add photos'), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await within(dialog).findByText(messages.IMAGE_UNSUPPORTED)).toBeInTheDocument();
    expect(within(dialog).getByText('No photos yet')).toBeInTheDocument();
  });

  it('checks the form with the contract before sending', async () => {
    const { user, fetchMock } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a product' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(messages.TITLE_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Category')).toHaveAccessibleDescription('Choose a category');
    expect(within(dialog).getByLabelText('Brand')).toHaveAccessibleDescription('Choose a brand');
    expect(within(dialog).getByLabelText('Price (AED)')).toHaveAccessibleDescription(messages.PRICE_INVALID);
    expect(within(dialog).getByLabelText('Stock')).toHaveAccessibleDescription(messages.STOCK_INVALID);

    await user.type(within(dialog).getByLabelText('Title'), 'ROG Ally');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Laptops');
    await user.selectOptions(within(dialog).getByLabelText('Brand'), 'ASUS ROG');
    await user.type(within(dialog).getByLabelText('Price (AED)'), '2999');
    await user.type(within(dialog).getByLabelText('Sale price (AED)'), '2999');
    await user.type(within(dialog).getByLabelText('Stock'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add row' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByLabelText('Label of row 1')).toHaveAccessibleDescription(messages.FIELD_REQUIRED);
    await user.type(within(dialog).getByLabelText('Label of row 1'), 'Screen');
    await user.type(within(dialog).getByLabelText('Value of row 1'), '7-inch 120 Hz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Sale price (AED)')).toHaveAccessibleDescription(messages.SALE_PRICE_NOT_BELOW),
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/products/create')).toBe(false);
  });

  it('edits a product and shows the server field errors at their fields', async () => {
    const strix = page1[0] as Product;
    const { user, fetchMock } = setup(({ url, method }) =>
      url === `/api/admin/products/update/${strix._id}` && method === 'PUT'
        ? validationFailed([{ path: 'category', message: messages.CATEGORY_NOT_FOUND }, { path: 'specs.0.value', message: 'Must be at most 200 characters' }])
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit ROG Strix G16' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('ROG Strix G16');
    expect(within(dialog).getByLabelText('SKU')).toHaveValue('ROG-STRIX-G16');
    expect(within(dialog).getByLabelText('Category')).toHaveValue(LAPTOPS);
    expect(within(dialog).getByLabelText('Price (AED)')).toHaveValue(6499);
    expect(within(dialog).getByLabelText('Sale price (AED)')).toHaveValue(5999);
    expect(within(dialog).getByLabelText('Enable "Get Quote" option')).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Photo 1 of 1, Listing image' }).querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/products/abc-320.webp',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add row' }));
    await user.type(within(dialog).getByLabelText('Label of row 1'), 'GPU');
    await user.type(within(dialog).getByLabelText('Value of row 1'), 'RTX 4070');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Category')).toHaveAccessibleDescription(messages.CATEGORY_NOT_FOUND));
    expect(within(dialog).getByLabelText('Value of row 1')).toHaveAccessibleDescription('Must be at most 200 characters');
    expect(await screen.findByText(messages.VALIDATION_FAILED)).toBeInTheDocument();
    expect(bodyOf(fetchMock, `/api/admin/products/update/${strix._id}`, 'PUT')).toMatchObject({
      title: 'ROG Strix G16',
      price: 6499,
      salePrice: 5999,
      totalStock: 12,
      isQuoteAvailable: true,
      specs: [{ label: 'GPU', value: 'RTX 4070' }],
    });
  });

  it('checks a typed SKU before sending, and shows a taken one at its field', async () => {
    const strix = page1[0] as ListedProduct;
    const { user, fetchMock } = setup(({ url, method }) =>
      url === `/api/admin/products/update/${strix._id}` && method === 'PUT'
        ? {
            status: 409,
            body: { success: false, code: 'SKU_TAKEN', message: messages.SKU_TAKEN, errors: [{ path: 'sku', message: messages.SKU_TAKEN }] },
          }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit ROG Strix G16' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    const sku = within(dialog).getByLabelText('SKU');
    await user.clear(sku);
    await user.type(sku, 'G16 2024');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sku).toHaveAccessibleDescription(messages.SKU_INVALID));
    expect(bodyOf(fetchMock, `/api/admin/products/update/${strix._id}`, 'PUT')).toBeUndefined();

    await user.clear(sku);
    await user.type(sku, 'rog-zephyrus-g14');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sku).toHaveAccessibleDescription(messages.SKU_TAKEN));
    expect(bodyOf(fetchMock, `/api/admin/products/update/${strix._id}`, 'PUT')).toMatchObject({ sku: 'rog-zephyrus-g14' });
  });

  it('deletes a product only after the confirmation', async () => {
    const katana = page1[2] as Product;
    const { user, fetchMock } = setup(({ url, method }) =>
      url === `/api/admin/products/delete/${katana._id}` && method === 'DELETE'
        ? { body: { success: true, message: messages.PRODUCT_DELETED, data: { _id: katana._id } } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete MSI Katana 15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    expect(dialog).toHaveTextContent('“MSI Katana 15” will be removed from the shop.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete MSI Katana 15' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this product?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.PRODUCT_DELETED)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/admin/products/delete/${katana._id}` && init?.method === 'DELETE')).toBe(true);
  });

  it('refreshes the list, and the brand and category choices, after a delete', async () => {
    const katana = page1[2] as Product;
    let deleted = false;
    const { user, fetchMock, listCalls } = setup(({ url, method }) => {
      if (url === `/api/admin/products/delete/${katana._id}` && method === 'DELETE') {
        deleted = true;
        return { body: { success: true, message: messages.PRODUCT_DELETED, data: { _id: katana._id } } };
      }
      // The server's lists without the deleted product (and MSI, whose last product it was here).
      if (deleted && url === '/api/admin/brands/getall') return { body: { success: true, data: brands.filter((item) => item._id !== MSI) } };
      if (deleted && url.startsWith('/api/admin/products/getall')) return listReply(page1.filter((item) => item !== katana), { total: 8, totalPages: 2 });
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(screen.getByLabelText('Brand')).getByRole('option', { name: 'MSI' })).toBeInTheDocument();
    const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path).length;
    const listsBefore = listCalls().length;

    await user.click(within(table).getByRole('button', { name: 'Delete MSI Katana 15' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this product?' })).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(within(table).queryByText('MSI Katana 15')).not.toBeInTheDocument());
    expect(screen.getByText('8 products')).toBeInTheDocument();
    expect(listCalls().length).toBeGreaterThan(listsBefore);
    await waitFor(() => expect(within(screen.getByLabelText('Brand')).queryByRole('option', { name: 'MSI' })).not.toBeInTheDocument());
    expect(calls('/api/admin/categories/getall')).toBe(2);
  });

  it('shows a failed delete in a toast with the server sentence', async () => {
    const katana = page1[2] as Product;
    const { user } = setup(({ method }) =>
      method === 'DELETE' ? { status: 404, body: { success: false, code: 'PRODUCT_NOT_FOUND', message: messages.PRODUCT_NOT_FOUND } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: `Delete ${katana.title}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this product?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.PRODUCT_NOT_FOUND)).toBeInTheDocument();
  });

  it('shows an empty list, with no message, when the list fails', async () => {
    setup(({ url }) =>
      url.startsWith('/api/admin/products/getall') ? { status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'boom' } } : undefined,
    );
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.queryByText(messages.SERVER_ERROR)).not.toBeInTheDocument();
  });
});
