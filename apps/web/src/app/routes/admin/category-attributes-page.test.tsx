import { attributeDefinitionInputSchema, messages, type AttributeDefinition } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockReply, type MockRequest, refusedBy } from '#web/test/fetch-mock';
import { makeAttribute } from '#web/test/attributes';
import { setupAdmin } from '#web/test/render-admin';
import AdminCategoryAttributesPage from './category-attributes-page';

const CATEGORY = '11111111-1111-4111-8111-111111111111';
const BASE = `/api/admin/categories/${CATEGORY}/attributes`;

const definition = (id: string, code: string, label: string, order: number, more: Partial<AttributeDefinition> = {}) =>
  makeAttribute(CATEGORY, id, code, label, { filterable: false, order, ...more });

type Handler = (request: MockRequest, attributes: AttributeDefinition[]) => MockReply | undefined;

function setup(handler: Handler = () => undefined) {
  const attributes: AttributeDefinition[] = [
    definition('a-1', 'refresh_hz', 'Refresh rate', 0, { unit: 'Hz', labelAr: 'معدل التحديث', filterable: true }),
    definition('a-2', 'panel', 'Panel', 1, { type: 'choice', choices: [{ value: 'IPS', labelAr: null }, { value: 'OLED', labelAr: 'أوليد' }] }),
    definition('a-3', 'curved', 'Curved', 2, { type: 'boolean', inCompare: false, inSpecTable: false }),
  ];
  const page = setupAdmin(
    AdminCategoryAttributesPage,
    `/admin/category/${CATEGORY}/attributes`,
    (request) => {
      if (request.url === '/api/admin/categories/getall') {
        return { body: { success: true, data: [{ _id: CATEGORY, category: 'Display', categoryAr: 'شاشات', isTop: true, productCount: 3 }] } };
      }
      if (request.url === BASE && request.method === 'GET') {
        return { body: { success: true, data: attributes.toSorted((a, b) => a.order - b.order) } };
      }
      return handler(request, attributes);
    },
    'category/:id/attributes',
  );
  return { ...page, attributes };
}

/** Types a value in one go (the admin's paste): the dialog has many fields to fill. */
async function fill(user: ReturnType<typeof setup>['user'], field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

const table = () => screen.findByRole('table', { name: 'Attributes, in display order' });
const rowTexts = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent));

describe('a category’s attributes (/admin/category/{id}/attributes)', () => {
  it('lists the attributes in order with their labels, codes, types and where they show', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Attributes of Display' })).toBeInTheDocument();
    await waitFor(async () => expect(await rowTexts()).toHaveLength(3));
    expect(await rowTexts()).toEqual([
      ['Refresh rateمعدل التحديث', 'refresh_hz', 'Number (Hz)', 'Filters, Compare, Specification table'],
      ['Panel', 'panel', 'Choice: 2 choices', 'Compare, Specification table'],
      ['Curved', 'curved', 'Yes/no', 'Nowhere'],
    ]);
    expect(screen.getByRole('button', { name: 'Move “Refresh rate” up' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move “Curved” down' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/admin/category');
  });

  it('shows the contract’s error and a taken code at their fields', async () => {
    const { user } = setup(({ url, method }) =>
      url === BASE && method === 'POST'
        ? { status: 409, body: { success: false, code: 'ATTRIBUTE_CODE_TAKEN', message: messages.ATTRIBUTE_CODE_TAKEN } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Add attribute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an attribute' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.ATTRIBUTE_CHOICES_REQUIRED)).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Code'), 'panel');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Yes/no');
    await fill(user, within(dialog).getByLabelText('Label'), 'Panel');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.ATTRIBUTE_CODE_TAKEN)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a several-choices attribute with its Arabic labels, as the contract says', async () => {
    const { user, fetchMock, attributes } = setup(({ url, method, body }) => {
      if (url !== BASE || method !== 'POST') return undefined;
      const refused = refusedBy(attributeDefinitionInputSchema, body);
      if (refused) return refused;
      attributes.push(definition('a-4', 'ports', 'Ports', 3, body as Partial<AttributeDefinition>));
      return { status: 201, body: { success: true, message: messages.ATTRIBUTE_CREATED, data: attributes.at(-1) } };
    });
    await user.click(await screen.findByRole('button', { name: 'Add attribute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an attribute' });
    await fill(user, within(dialog).getByLabelText('Code'), 'ports');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Several choices');
    await fill(user, within(dialog).getByLabelText('Label'), 'Ports');
    await fill(user, within(dialog).getByLabelText('Label (Arabic)'), 'المنافذ');
    await user.click(within(dialog).getByRole('button', { name: 'Add choice' }));
    await fill(user, within(dialog).getByLabelText('Choice 1'), 'HDMI');
    await user.click(within(dialog).getByRole('button', { name: 'Add choice' }));
    await fill(user, within(dialog).getByLabelText('Choice 2'), 'DisplayPort');
    await fill(user, within(dialog).getByLabelText('Arabic label of choice 2'), 'ديسبلاي بورت');
    await user.click(within(dialog).getByLabelText('Filters'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.ATTRIBUTE_CREATED)).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url, init]) => url === BASE && init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      code: 'ports',
      label: 'Ports',
      labelAr: 'المنافذ',
      type: 'multi_choice',
      unit: null,
      choices: [
        { value: 'HDMI', labelAr: null },
        { value: 'DisplayPort', labelAr: 'ديسبلاي بورت' },
      ],
      filterable: true,
      inCompare: true,
      inSpecTable: true,
      onCard: false,
    });
    await waitFor(async () => expect(await rowTexts()).toHaveLength(4));
  });

  it('shows the products that block a change of type the server refuses', async () => {
    const { user } = setup(({ url, method }) =>
      url === `${BASE}/a-2` && method === 'PUT'
        ? {
            status: 409,
            body: {
              success: false,
              code: 'ATTRIBUTE_CHANGE_BLOCKED',
              message: 'The values of 2 products do not fit the new definition',
              products: [
                { _id: 'p-1', title: 'Odyssey G7' },
                { _id: 'p-2', title: 'ROG Swift' },
              ],
            },
          }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit attribute' });
    expect(within(dialog).getByLabelText('Arabic label of choice 2')).toHaveValue('أوليد');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Number');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The values of 2 products do not fit the new definition')).toBeInTheDocument();
    const blocking = within(dialog).getByText('Products whose values block the change').parentElement as HTMLElement;
    expect(within(blocking).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Odyssey G7', 'ROG Swift']);
  });

  it('moves an attribute down: each one whose place changed is saved with its new order', async () => {
    const { user, fetchMock } = setup(({ url, method, body }, attributes) => {
      const match = /\/attributes\/(a-\d)$/.exec(url);
      if (!match || method !== 'PUT') return undefined;
      const attribute = attributes.find((item) => item._id === match[1]);
      if (attribute) attribute.order = (body as { order: number }).order;
      return { body: { success: true, message: messages.ATTRIBUTE_UPDATED, data: attribute } };
    });
    await user.click(await screen.findByRole('button', { name: 'Move “Refresh rate” down' }));
    await waitFor(async () => expect((await rowTexts()).map((row) => row[1])).toEqual(['panel', 'refresh_hz', 'curved']));
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url, init]) => [url, JSON.parse(String(init?.body)).order]);
    expect(puts).toEqual([
      [`${BASE}/a-2`, 0],
      [`${BASE}/a-1`, 1],
    ]);
  });

  it('deletes an attribute after asking', async () => {
    const { user } = setup(({ url, method }, attributes) => {
      if (url !== `${BASE}/a-3` || method !== 'DELETE') return undefined;
      attributes.splice(2, 1);
      return { body: { success: true, message: messages.ATTRIBUTE_DELETED, data: null } };
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Curved' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this attribute?' });
    expect(confirm).toHaveTextContent('“Curved” and every product’s value of it will be removed. This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.ATTRIBUTE_DELETED)).toBeInTheDocument();
    await waitFor(async () => expect(await rowTexts()).toHaveLength(2));
  });
});
