import { describe, expect, it } from 'vitest';
import type { AdminBrand, AdminCategory, AdminFeature, AdminProduct, Product } from '@store/contract';
import { lastAudit } from '#server-test/admin-helpers';
import { suiteTestApp, suiteUser } from '#server-test/suite';

// Issue 12 item 4 (docs/decisions/025): the admin creates and updates both
// languages in one form; a client that sends no Arabic (the spec's calls as
// they were) leaves the Arabic alone; the audit trail records both languages.

const t = suiteTestApp();
const admin = suiteUser(t, { role: 'admin' });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call(method, `/api${url}`, { cookie: admin.cookie, ...(payload === undefined ? {} : { payload }) });

async function saved<T>(method: 'POST' | 'PUT', url: string, payload: unknown): Promise<T> {
  const res = await call(method, url, payload);
  if (res.status !== (method === 'POST' ? 201 : 200)) throw new Error(`${method} ${url}: ${res.status} ${res.raw}`);
  return res.body.data as T;
}

describe('brands and categories in both languages', () => {
  it.each([
    { kind: 'brands', field: 'brand', english: 'Logitech G', arabic: 'لوجيتك جي' },
    { kind: 'categories', field: 'category', english: 'Accessories', arabic: 'إكسسوارات' },
  ] as const)('$kind: create, update without the Arabic (kept), clear it; the audit shows both', async ({ kind, field, english, arabic }) => {
    type Row = (AdminBrand | AdminCategory) & Record<string, unknown>;
    const arField = `${field}Ar`;
    const created = await saved<Row>('POST', `/admin/${kind}/create`, { [field]: english, [arField]: `  ${arabic} `, isTop: true });
    expect(created).toMatchObject({ [field]: english, [arField]: arabic, isTop: true });
    expect(await lastAudit(t, admin.cookie)).toMatchObject({ action: `${field}.create`, after: { [field]: english, [arField]: arabic } });
    const listed = ((await call('GET', `/admin/${kind}/getall`)).body.data as Row[]).find((row) => row._id === created._id);
    expect(listed).toMatchObject({ [field]: english, [arField]: arabic });

    // The spec's update, no Arabic in it: the Arabic name stays.
    const renamed = await saved<Row>('PUT', `/admin/${kind}/update/${created._id}`, { [field]: `${english} Pro`, isTop: false });
    expect(renamed).toMatchObject({ [field]: `${english} Pro`, [arField]: arabic, isTop: false });
    const shop = (await t.call('GET', `/api/shop/${kind}?lang=ar`)).body.data as Row[];
    expect(shop.find((row) => row._id === created._id)?.[field]).toBe(arabic);

    const arabicRenamed = await saved<Row>('PUT', `/admin/${kind}/update/${created._id}`, { [field]: `${english} Pro`, [arField]: `${arabic} برو` });
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: `${field}.update`,
      before: { [field]: `${english} Pro`, [arField]: arabic },
      after: { [field]: `${english} Pro`, [arField]: `${arabic} برو` },
    });
    expect(arabicRenamed[arField]).toBe(`${arabic} برو`);

    // Empty: no Arabic name any more; Arabic pages show the English.
    expect(await saved<Row>('PUT', `/admin/${kind}/update/${created._id}`, { [field]: `${english} Pro`, [arField]: '' })).toMatchObject({ [arField]: null });
    const fallback = (await t.call('GET', `/api/shop/${kind}?lang=ar`)).body.data as Row[];
    expect(fallback.find((row) => row._id === created._id)?.[field]).toBe(`${english} Pro`);
  });
});

describe('products in both languages', () => {
  it('creates one with its Arabic, keeps the Arabic through an update that sends none, and audits both', async () => {
    const brand = await saved<AdminBrand>('POST', '/admin/brands/create', { brand: 'Razer', brandAr: 'ريزر' });
    const category = await saved<AdminCategory>('POST', '/admin/categories/create', { category: 'Mice', categoryAr: 'فأرات' });
    const form = {
      title: 'Razer DeathAdder V3 mouse',
      description: 'An ergonomic esports mouse.',
      category: category._id,
      brand: brand._id,
      price: 549,
      totalStock: 5,
      specs: [
        { label: 'Sensor', value: 'Focus Pro 30K', labelAr: 'المستشعر' },
        { label: 'Weight', value: '59 g', labelAr: 'الوزن', valueAr: '59 غرام' },
      ],
    };
    const product = await saved<AdminProduct>('POST', '/admin/products/create', {
      ...form,
      titleAr: 'ماوس Razer DeathAdder V3',
      descriptionAr: 'ماوس رياضات إلكترونية مريح.',
    });
    expect(product).toMatchObject({
      title: 'Razer DeathAdder V3 mouse',
      titleAr: 'ماوس Razer DeathAdder V3',
      descriptionAr: 'ماوس رياضات إلكترونية مريح.',
      brandName: 'Razer',
      specs: [
        { label: 'Sensor', value: 'Focus Pro 30K', labelAr: 'المستشعر', valueAr: null },
        { label: 'Weight', value: '59 g', labelAr: 'الوزن', valueAr: '59 غرام' },
      ],
    });
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'product.create',
      after: { title: 'Razer DeathAdder V3 mouse', titleAr: 'ماوس Razer DeathAdder V3', descriptionAr: 'ماوس رياضات إلكترونية مريح.' },
    });

    // The spec's update, as a client that knows no Arabic sends it: the rows moved, a price changed.
    const updated = await saved<AdminProduct>('PUT', `/admin/products/update/${product._id}`, {
      ...form,
      price: 499,
      specs: [
        { label: 'Weight', value: '59 g' },
        { label: 'Sensor', value: 'Focus Pro 30K' },
      ],
    });
    expect(updated).toMatchObject({
      titleAr: 'ماوس Razer DeathAdder V3',
      descriptionAr: 'ماوس رياضات إلكترونية مريح.',
      specs: [
        { label: 'Weight', value: '59 g', labelAr: 'الوزن', valueAr: '59 غرام' },
        { label: 'Sensor', value: 'Focus Pro 30K', labelAr: 'المستشعر', valueAr: null },
      ],
    });
    const shown = (await t.call('GET', `/api/shop/products/get/${product._id}?lang=ar`)).body.data as { product: Product };
    expect(shown.product).toMatchObject({
      title: 'ماوس Razer DeathAdder V3',
      brandName: 'ريزر',
      categoryName: 'فأرات',
      price: 499,
      specs: [
        { label: 'الوزن', value: '59 غرام' },
        { label: 'المستشعر', value: 'Focus Pro 30K' },
      ],
    });

    // An update in Arabic alone: the audit's before and after show it in both languages.
    await saved<AdminProduct>('PUT', `/admin/products/update/${product._id}`, { ...form, price: 499, titleAr: 'ماوس ألعاب Razer DeathAdder V3' });
    const audit = await lastAudit(t, admin.cookie);
    expect(audit).toMatchObject({
      action: 'product.update',
      before: { title: 'Razer DeathAdder V3 mouse', titleAr: 'ماوس Razer DeathAdder V3' },
      after: { title: 'Razer DeathAdder V3 mouse', titleAr: 'ماوس ألعاب Razer DeathAdder V3' },
    });
    expect(audit.summary).toContain('titleAr');

    const listed = (await call('GET', '/admin/products/getall?search=' + encodeURIComponent('ألعاب'))).body.data as AdminProduct[];
    expect(listed.map((p) => p._id)).toEqual([product._id]);

    // null clears a twin: the shop falls back to the English.
    await saved<AdminProduct>('PUT', `/admin/products/update/${product._id}`, { ...form, titleAr: null, descriptionAr: null });
    const fallback = (await t.call('GET', `/api/shop/products/get/${product._id}?lang=ar`)).body.data as { product: Product };
    expect(fallback.product).toMatchObject({ title: 'Razer DeathAdder V3 mouse', description: 'An ergonomic esports mouse.', brandName: 'ريزر' });
  });

  it('refuses an Arabic title over 200 characters with a field error', async () => {
    const res = await call('POST', '/admin/products/create', { title: 'X', titleAr: 'ب'.repeat(201), category: crypto.randomUUID(), brand: crypto.randomUUID(), price: 1, totalStock: 1 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'titleAr', message: 'Must be at most 200 characters' });
  });
});

describe('slides in both languages', () => {
  it('creates, keeps through an update without Arabic, audits both', async () => {
    const slide = await saved<AdminFeature>('POST', '/admin/features/create', {
      title: 'Summer sale',
      subtitle: 'Up to 30% off',
      titleAr: 'تخفيضات الصيف',
      subtitleAr: 'خصم حتى 30%',
    });
    expect(slide).toMatchObject({ title: 'Summer sale', titleAr: 'تخفيضات الصيف', subtitleAr: 'خصم حتى 30%' });
    const updated = await saved<AdminFeature>('PUT', `/admin/features/update/${slide._id}`, { title: 'Summer sale!', subtitle: 'Up to 40% off' });
    expect(updated).toMatchObject({ title: 'Summer sale!', titleAr: 'تخفيضات الصيف', subtitleAr: 'خصم حتى 30%' });
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'feature.update',
      before: { title: 'Summer sale', titleAr: 'تخفيضات الصيف' },
      after: { title: 'Summer sale!', titleAr: 'تخفيضات الصيف' },
    });
    const shop = (await t.call('GET', '/api/shop/features?lang=ar')).body.data as { title: string; subtitle: string }[];
    expect(shop).toContainEqual(expect.objectContaining({ title: 'تخفيضات الصيف', subtitle: 'خصم حتى 30%' }));
  });
});
