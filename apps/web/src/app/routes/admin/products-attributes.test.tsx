import { messages, type AttributeDefinition, type Product } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockReply, type MockRequest, validationFailed } from '#web/test/fetch-mock';
import { ASUS, catalogueChoices, DISPLAYS, LAPTOPS } from '#web/test/catalogue-choices';
import { makeProductWithGallery } from '#web/test/products';
import { makeAttribute } from '#web/test/attributes';
import { setupAdmin } from '#web/test/render-admin';
import AdminProductsPage from './products-page';

// The product form's typed attributes (issue 24 item 1, docs/decisions/048): the chosen
// category's fields, their values sent as `attributes`, the server's errors at them, and the
// values a move to another category drops.

const definition = (category: string, code: string, label: string, more: Partial<AttributeDefinition>) =>
  makeAttribute(category, `${category}-${code}`, code, label, more);

const DEFINITIONS: Record<string, AttributeDefinition[]> = {
  [LAPTOPS]: [
    definition(LAPTOPS, 'ram_gb', 'Memory', { unit: 'GB', labelAr: 'الذاكرة' }),
    definition(LAPTOPS, 'gpu', 'Graphics', { type: 'choice', choices: [{ value: 'RTX 4060', labelAr: null }, { value: 'RTX 4070', labelAr: null }] }),
    definition(LAPTOPS, 'ports', 'Ports', { type: 'multi_choice', labelAr: 'المنافذ', choices: [{ value: 'HDMI', labelAr: null }, { value: 'USB-C', labelAr: null }, { value: 'Thunderbolt', labelAr: null }] }),
    definition(LAPTOPS, 'backlit', 'Backlit keyboard', { type: 'boolean' }),
  ],
  [DISPLAYS]: [definition(DISPLAYS, 'refresh_hz', 'Refresh rate', { unit: 'Hz', labelAr: 'معدل التحديث' })],
};

const strix: Product = makeProductWithGallery({
  title: 'ROG Strix G16',
  category: LAPTOPS,
  categoryName: 'Laptops',
  brand: ASUS,
  brandName: 'ASUS ROG',
  attributes: { ram_gb: 16, gpu: 'RTX 4070', ports: ['HDMI'], backlit: true },
});
const UPDATE = `/api/admin/products/update/${strix._id}`;

function setup(update: (request: MockRequest) => MockReply) {
  return setupAdmin(AdminProductsPage, '/admin/products', (request) => {
    const [path = ''] = request.url.split('?');
    if (path === '/api/admin/products/getall') return { body: { success: true, data: [{ ...strix, sku: 'ROG-STRIX-G16' }], total: 1, totalPages: 1, currentPage: 1 } };
    const attributes = /^\/api\/admin\/categories\/([^/]+)\/attributes$/.exec(path);
    if (attributes) return { body: { success: true, data: DEFINITIONS[attributes[1] ?? ''] ?? [] } };
    if (path === UPDATE && request.method === 'PUT') return update(request);
    return catalogueChoices(path);
  });
}

const sentBodies = (fetchMock: ReturnType<typeof setup>['fetchMock']) =>
  fetchMock.mock.calls.filter(([url, init]) => url === UPDATE && init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** Opens the edit dialog of the product: its Attributes group once the category's have loaded. */
async function openAttributes(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit ROG Strix G16' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
  return within(dialog).findByRole('group', { name: 'Attributes' });
}

describe('the product form’s attributes (/admin/products)', () => {
  it('shows the category’s typed fields with the product’s values, the Arabic labels beside', async () => {
    const { user } = setup(() => ({ body: { success: true, message: messages.PRODUCT_UPDATED, data: strix } }));
    const fields = await openAttributes(user);
    expect(within(fields).getByLabelText('Memory (GB)')).toHaveValue('16');
    expect(within(fields).getByText('الذاكرة')).toHaveAttribute('lang', 'ar');
    expect(within(fields).getByLabelText('Graphics')).toHaveValue('RTX 4070');
    expect(within(fields).getByRole('checkbox', { name: 'HDMI' })).toBeChecked();
    expect(within(fields).getByLabelText('Backlit keyboard')).toHaveValue('true');
  });

  it('sends the changed values as `attributes`, a cleared one as null', async () => {
    const { user, fetchMock } = setup(() => ({ body: { success: true, message: messages.PRODUCT_UPDATED, data: strix } }));
    const fields = await openAttributes(user);
    await user.clear(within(fields).getByLabelText('Memory (GB)'));
    await user.paste('32');
    await user.click(within(fields).getByRole('checkbox', { name: 'Thunderbolt' }));
    await user.selectOptions(within(fields).getByLabelText('Graphics'), 'Not set');
    await user.selectOptions(within(fields).getByLabelText('Backlit keyboard'), 'No');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.PRODUCT_UPDATED)).toBeInTheDocument();
    expect(sentBodies(fetchMock).at(-1)?.attributes).toEqual({ ram_gb: 32, gpu: null, ports: ['HDMI', 'Thunderbolt'], backlit: false });
  });

  it('shows the server’s refusal of a value at its field', async () => {
    const { user } = setup(() => validationFailed([{ path: 'attributes.ram_gb', message: messages.ATTRIBUTE_NUMBER_INVALID }]));
    const fields = await openAttributes(user);
    await user.clear(within(fields).getByLabelText('Memory (GB)'));
    await user.paste('lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(fields).getByLabelText('Memory (GB)')).toHaveAccessibleDescription(messages.ATTRIBUTE_NUMBER_INVALID));
  });

  it('follows a change of category, and tells which values the move dropped', async () => {
    const { user, fetchMock } = setup(() => ({
      body: { success: true, message: messages.PRODUCT_UPDATED, data: { ...strix, category: DISPLAYS }, droppedAttributes: ['ram_gb', 'gpu', 'ports', 'backlit'] },
    }));
    await user.click(await screen.findByRole('button', { name: 'Edit ROG Strix G16' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    await within(dialog).findByLabelText('Memory (GB)');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Displays');
    const refresh = await within(dialog).findByLabelText('Refresh rate (Hz)');
    expect(within(dialog).queryByLabelText('Memory (GB)')).not.toBeInTheDocument();
    await user.click(refresh);
    await user.paste('165');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dropped with the category change: Memory, Graphics, Ports, Backlit keyboard')).toBeInTheDocument();
    expect(sentBodies(fetchMock).at(-1)).toMatchObject({ category: DISPLAYS, attributes: { refresh_hz: 165 } });
  });
});
