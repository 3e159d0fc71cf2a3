import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type AttributeDefinition, type Product } from '@store/contract';
import { adminOnlyViolations, lastAudit } from '#server-test/admin-helpers';
import { createBrand, createCategory, createProduct, UNKNOWN_ID, type TestBrand, type TestCategory } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';

// A category's typed attributes and a product's values (issue 24 item 1, docs/decisions/048).

let admin: string;
let customer: string;
let samsung: TestBrand;
let displays: TestCategory;
let laptops: TestCategory;
let cables: TestCategory;

const refresh = { code: 'refresh_hz', label: 'Refresh rate', labelAr: 'معدل التحديث', type: 'number', unit: 'Hz', filterable: true, onCard: true };
const panel = {
  code: 'panel',
  label: 'Panel',
  labelAr: 'نوع اللوحة',
  type: 'choice',
  choices: [{ value: 'IPS', labelAr: 'آي بي إس' }, { value: 'Fast IPS' }, { value: 'VA' }, { value: 'OLED' }],
  filterable: true,
};
const storage = { code: 'storage_gb', label: 'Storage', type: 'number', unit: 'GB' };
const hdr = { code: 'hdr', label: 'HDR', type: 'boolean', inCompare: false };

const attributesUrl = (categoryId: string) => `/api/admin/categories/${categoryId}/attributes`;

async function defineAttribute(categoryId: string, body: Record<string, unknown>): Promise<AttributeDefinition> {
  const res = await t.call('POST', attributesUrl(categoryId), { cookie: admin, payload: body });
  if (res.status !== 201) throw new Error(`define ${String(body.code)}: ${res.status} ${res.raw}`);
  return res.body.data as AttributeDefinition;
}

const productForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Odyssey G7',
  category: displays.id,
  brand: samsung.id,
  price: 1999,
  totalStock: 5,
  specs: [{ label: 'Refresh rate', value: '240 Hz' }],
  ...overrides,
});

async function attributesOf(id: string): Promise<Product['attributes']> {
  const res = await t.call('GET', `/api/shop/products/get/${id}`);
  return (res.body.data as { product: Product }).product.attributes;
}

const t = suiteTestApp();

beforeAll(async () => {
  const db = t.database.db;
  samsung = await createBrand(db, { name: 'Samsung' });
  displays = await createCategory(db, { name: 'Displays' });
  laptops = await createCategory(db, { name: 'Laptops' });
  cables = await createCategory(db, { name: 'Cables' });
  admin = await t.loginAs((await t.createUser({ role: 'admin' })).email);
  customer = await t.loginAs((await t.createUser()).email);
});

describe('the admin defines a category’s attributes', () => {
  it('only the admin', async () => {
    const one = `${attributesUrl(displays.id)}/${UNKNOWN_ID}`;
    const violations = await adminOnlyViolations(
      t,
      [['GET', attributesUrl(displays.id)], ['POST', attributesUrl(displays.id), refresh], ['PUT', one, refresh], ['DELETE', one]],
      customer,
    );
    expect(violations).toEqual([]);
  });

  it('takes its values from the specification rows of its label, and the shop reads the definitions in order', async () => {
    const db = t.database.db;
    const odyssey = await createProduct(db, {
      brandId: samsung.id,
      categoryId: displays.id,
      title: 'Odyssey OLED G8',
      specs: [{ label: 'refresh rate', value: '175 Hz' }, { label: 'Panel', value: 'Fast IPS, Quantum Dot' }, { label: 'Storage', value: '2 TB NVMe' }],
    });
    const made = await defineAttribute(displays.id, refresh);
    expect(made).toEqual({
      _id: expect.any(String),
      category: displays.id,
      code: 'refresh_hz',
      label: 'Refresh rate',
      labelAr: 'معدل التحديث',
      type: 'number',
      unit: 'Hz',
      choices: [],
      filterable: true,
      inCompare: true,
      inSpecTable: true,
      onCard: true,
      order: 0,
    });
    await defineAttribute(displays.id, panel);
    await defineAttribute(displays.id, storage);
    expect(await attributesOf(odyssey.id)).toEqual({ refresh_hz: 175, panel: 'Fast IPS', storage_gb: 2000 });
    expect((await lastAudit(t, admin)).summary).toBe('Created attribute "storage_gb" of a category');

    const res = await t.call('GET', `/api/shop/categories/${displays.id}/attributes`);
    expect(res.status).toBe(200);
    const definitions = res.body.data as AttributeDefinition[];
    expect(definitions.map((d) => [d.code, d.order])).toEqual([['refresh_hz', 0], ['panel', 1], ['storage_gb', 2]]);
    expect(definitions[1]?.choices).toEqual([
      { value: 'IPS', labelAr: 'آي بي إس' },
      { value: 'Fast IPS', labelAr: null },
      { value: 'VA', labelAr: null },
      { value: 'OLED', labelAr: null },
    ]);
  });

  it('refuses a code the category has, a choice attribute without choices, and an unknown category', async () => {
    const taken = await t.call('POST', attributesUrl(displays.id), { cookie: admin, payload: refresh });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'ATTRIBUTE_CODE_TAKEN', message: messages.ATTRIBUTE_CODE_TAKEN });
    const noChoices = await t.call('POST', attributesUrl(displays.id), { cookie: admin, payload: { ...panel, code: 'finish', choices: [] } });
    expect(noChoices.status).toBe(400);
    expect(noChoices.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'choices', message: messages.ATTRIBUTE_CHOICES_REQUIRED }] });
    const badCode = await t.call('POST', attributesUrl(displays.id), { cookie: admin, payload: { ...refresh, code: 'Refresh Hz' } });
    expect(badCode.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'code', message: messages.ATTRIBUTE_CODE_INVALID }] });
    const unknown = await t.call('GET', `/api/shop/categories/${UNKNOWN_ID}/attributes`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
    expect((await t.call('GET', `/api/shop/categories/${cables.id}/attributes`)).body.data).toEqual([]);
  });
});

describe('a product’s attributes', () => {
  it('are checked against its category on create: 400 at attributes.<code>', async () => {
    const res = await t.call('POST', '/api/admin/products/create', {
      cookie: admin,
      payload: productForm({ attributes: { refresh_hz: 'fast', panel: 'TN', colour: 'black' } }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: messages.VALIDATION_FAILED,
      params: {},
      errors: [
        { path: 'attributes.refresh_hz', message: 'Enter a number' },
        { path: 'attributes.panel', message: 'Choose one of: IPS, Fast IPS, VA, OLED' },
        { path: 'attributes.colour', message: 'This product’s category has no attribute "colour"' },
      ],
    });
    const one = await t.call('POST', '/api/admin/products/create', { cookie: admin, payload: productForm({ attributes: { refresh_hz: 'fast' } }) });
    expect(one.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Enter a number', errors: [{ path: 'attributes.refresh_hz' }] });
  });

  it('are stored as the definitions spell them and carried by the product and every list', async () => {
    const res = await t.call('POST', '/api/admin/products/create', {
      cookie: admin,
      payload: productForm({ title: 'Odyssey G7 Neo', attributes: { refresh_hz: '240', panel: 'va', storage_gb: null } }),
    });
    expect(res.status).toBe(201);
    const product = res.body.data as Product & { _id: string };
    expect(product.attributes).toEqual({ refresh_hz: 240, panel: 'VA' });
    expect(await attributesOf(product._id)).toEqual({ refresh_hz: 240, panel: 'VA' });
    // The first page comes from the product cards, a search and new arrivals from rows (docs/decisions/039).
    for (const url of [`/api/shop/products/get?category=${displays.id}`, '/api/shop/products/new', '/api/shop/products/search?keyword=neo']) {
      const list = await t.call('GET', url);
      const item = (list.body.data as Product[]).find((p) => p._id === product._id);
      expect({ url, attributes: item?.attributes }).toEqual({ url, attributes: { refresh_hz: 240, panel: 'VA' } });
    }
    const arabic = await t.call('GET', `/api/shop/products/get?category=${displays.id}&lang=ar`);
    expect((arabic.body.data as Product[]).find((p) => p._id === product._id)?.attributes).toEqual({ refresh_hz: 240, panel: 'VA' });
  });

  it('are kept by an update that leaves them out, replaced by one that sends them, and cut to the new category’s on a move', async () => {
    await defineAttribute(laptops.id, { ...refresh, onCard: false });
    const made = await t.call('POST', '/api/admin/products/create', {
      cookie: admin,
      payload: productForm({ title: 'Moving display', attributes: { refresh_hz: 165, panel: 'IPS', storage_gb: 512 } }),
    });
    const id = (made.body.data as { _id: string })._id;
    const kept = await t.call('PUT', `/api/admin/products/update/${id}`, { cookie: admin, payload: productForm({ title: 'Moving display', price: 1899 }) });
    expect((kept.body.data as Product).attributes).toEqual({ refresh_hz: 165, panel: 'IPS', storage_gb: 512 });
    expect(kept.body).not.toHaveProperty('droppedAttributes');

    const replaced = await t.call('PUT', `/api/admin/products/update/${id}`, {
      cookie: admin,
      payload: productForm({ title: 'Moving display', attributes: { refresh_hz: 144, panel: 'IPS', storage_gb: 512 } }),
    });
    expect((replaced.body.data as Product).attributes).toEqual({ refresh_hz: 144, panel: 'IPS', storage_gb: 512 });

    const moved = await t.call('PUT', `/api/admin/products/update/${id}`, { cookie: admin, payload: productForm({ title: 'Moving display', category: laptops.id }) });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ message: messages.PRODUCT_UPDATED, droppedAttributes: ['panel', 'storage_gb'] });
    expect((moved.body.data as Product).attributes).toEqual({ refresh_hz: 144 });
    expect(await attributesOf(id)).toEqual({ refresh_hz: 144 });

    const refused = await t.call('PUT', `/api/admin/products/update/${id}`, {
      cookie: admin,
      payload: productForm({ title: 'Moving display', category: cables.id, attributes: { refresh_hz: 60 } }),
    });
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'attributes.refresh_hz', message: 'This product’s category has no attribute "refresh_hz"' }] });
  });
});

describe('a definition’s change', () => {
  it('converts the stored values to a new type, and moves them with a renamed code', async () => {
    const panelDefinition = ((await t.call('GET', attributesUrl(displays.id), { cookie: admin })).body.data as AttributeDefinition[]).find((d) => d.code === 'panel')!;
    const made = await t.call('POST', '/api/admin/products/create', { cookie: admin, payload: productForm({ title: 'Panel kinds', attributes: { panel: 'OLED' } }) });
    const id = (made.body.data as { _id: string })._id;

    const res = await t.call('PUT', `${attributesUrl(displays.id)}/${panelDefinition._id}`, {
      cookie: admin,
      payload: { ...panel, code: 'panels', type: 'multi_choice' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: messages.ATTRIBUTE_UPDATED, data: { code: 'panels', type: 'multi_choice', choices: [{ value: 'IPS', labelAr: 'آي بي إس' }, {}, {}, {}] } });
    expect(await attributesOf(id)).toEqual({ panels: ['OLED'] });
  });

  it('is refused, with the products that block it, when their values do not fit', async () => {
    const definitions = (await t.call('GET', attributesUrl(displays.id), { cookie: admin })).body.data as AttributeDefinition[];
    const panels = definitions.find((d) => d.code === 'panels')!;
    const res = await t.call('PUT', `${attributesUrl(displays.id)}/${panels._id}`, {
      cookie: admin,
      payload: { ...panel, code: 'panels', type: 'multi_choice', choices: [{ value: 'IPS' }, { value: 'VA' }] },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'ATTRIBUTE_CHANGE_BLOCKED',
      message: 'The values of 2 products cannot be converted to this definition: change or clear them first',
      products: [{ _id: expect.any(String), title: 'Odyssey OLED G8' }, { _id: expect.any(String), title: 'Panel kinds' }],
    });
    expect(((await t.call('GET', attributesUrl(displays.id), { cookie: admin })).body.data as AttributeDefinition[]).find((d) => d._id === panels._id)?.choices).toHaveLength(4);
  });

  it('a definition removed takes its values with it', async () => {
    const db = t.database.db;
    const plain = await createProduct(db, { brandId: samsung.id, categoryId: displays.id, title: 'HDR screen', attributes: { hdr: true, refresh_hz: 60 } });
    const definition = await defineAttribute(displays.id, hdr);
    expect(await attributesOf(plain.id)).toEqual({ hdr: true, refresh_hz: 60 });
    const res = await t.call('DELETE', `${attributesUrl(displays.id)}/${definition._id}`, { cookie: admin });
    expect(res.body).toMatchObject({ success: true, message: messages.ATTRIBUTE_DELETED, data: { _id: definition._id } });
    expect(await attributesOf(plain.id)).toEqual({ refresh_hz: 60 });
    const again = await t.call('DELETE', `${attributesUrl(displays.id)}/${definition._id}`, { cookie: admin });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'ATTRIBUTE_NOT_FOUND', message: messages.ATTRIBUTE_NOT_FOUND });
  });
});
