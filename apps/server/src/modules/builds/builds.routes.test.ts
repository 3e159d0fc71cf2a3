import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_UNITS_PER_PRODUCT, messages, type BuildCheckAnswer } from '@store/contract';
import { createBrand, createCategory, createProduct, UNKNOWN_ID } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';

// POST /api/shop/builds/check (issue 24 item 6, docs/decisions/049): the contract's
// rules on the database's attributes, stock and prices, in the request's language.

const ids: Record<string, string> = {};

const t = suiteTestApp();

beforeAll(async () => {
  const db = t.database.db;
  const brand = await createBrand(db, { name: 'Parts Co' });
  const category = async (name: string) => (await createCategory(db, { name })).id;
  const [processors, boards, cards, supplies, cases, mice] = [
    await category('Processors'),
    await category('Motherboards'),
    await category('Graphics Cards'),
    await category('Power Supplies'),
    await category('Cases'),
    await category('Mice'),
  ];
  const part = async (key: string, categoryId: string, price: number, attributes: Record<string, string | number | boolean | string[]>, extra = {}) => {
    ids[key] = (await createProduct(db, { brandId: brand.id, categoryId, title: key, price, attributes, ...extra })).id;
  };
  await part('ryzen', processors, 1299, { socket: 'AM5', tdp_w: 120, integrated_graphics: true });
  await part('intel', processors, 1499, { socket: 'LGA1700', tdp_w: 125, integrated_graphics: true });
  await part('board', boards, 899, { socket: 'AM5', form_factor: 'ATX', memory_type: 'DDR5', memory_slots: 4, max_memory_gb: 192, m2_slots: 2 });
  await part('rtx4080', cards, 4599, { length_mm: 357.6, board_power_w: 320, slots: 3 }, { salePrice: 4299 });
  await part('psu550', supplies, 299, { wattage_w: 550, psu_form_factor: 'ATX' });
  await part('psu1000', supplies, 699, { wattage_w: 1000, psu_form_factor: 'ATX' }, { totalStock: 0 });
  await part('case', cases, 449, { form_factors: ['ATX', 'Micro-ATX'], max_gpu_length_mm: 400, max_cooler_height_mm: 165, psu_form_factors: ['ATX'] });
  await part('mouse', mice, 199, {});
});

const check = (items: { productId: string; quantity: number }[], lang?: 'ar') =>
  t.call('POST', `/api/shop/builds/check${lang ? `?lang=${lang}` : ''}`, { payload: { items } });
const one = (...keys: string[]) => keys.map((key) => ({ productId: ids[key]!, quantity: 1 }));

describe('POST /api/shop/builds/check', () => {
  it('answers a build that fits with no problems, its draw and its total at the prices paid', async () => {
    const res = await check(one('ryzen', 'board', 'rtx4080', 'psu1000', 'case'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        problems: [{ severity: 'warning', code: 'BUILD_OUT_OF_STOCK', params: {}, message: 'This part is out of stock', productIds: [ids.psu1000] }],
        estimatedWatts: 540,
        totalPrice: 1299 + 899 + 4299 + 699 + 449,
      },
    });
  });

  it('names a socket conflict and a short power supply with their numbers, in English and in Arabic', async () => {
    const items = one('intel', 'board', 'rtx4080', 'psu550', 'case');
    const english = (await check(items)).body.data as BuildCheckAnswer;
    expect(english.problems.map(({ severity, message, productIds }) => ({ severity, message, productIds }))).toEqual([
      { severity: 'block', message: 'The processor fits socket LGA1700, the motherboard has socket AM5', productIds: [ids.intel, ids.board] },
      { severity: 'block', message: 'The power supply gives 550 W; the build draws about 545 W and needs at least 573 W', productIds: [ids.psu550] },
    ]);
    expect(english.problems[1]?.params).toEqual({ wattage: 550, draw: 545, min: 573 });
    const arabic = (await check(items, 'ar')).body.data as BuildCheckAnswer;
    expect(arabic.problems.map((problem) => problem.message)).toEqual([
      'المعالج لمقبس LGA1700، واللوحة الأم بمقبس AM5',
      'مزوّد الطاقة يعطي 550 W؛ والتجميعة تستهلك نحو 545 W وتحتاج 573 W على الأقل',
    ]);
  });

  it('an empty build has nothing to say', async () => {
    expect((await check([])).body).toEqual({ success: true, data: { problems: [], estimatedWatts: 0, totalPrice: 0 } });
  });

  it('an unknown product is 404 with its code', async () => {
    const res = await check([...one('ryzen'), { productId: UNKNOWN_ID, quantity: 1 }]);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'PRODUCT_NOT_FOUND', message: messages.PRODUCT_NOT_FOUND });
  });

  it('a product that is not a PC part is 400 at its line', async () => {
    const res = await check(one('ryzen', 'mouse'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: messages.BUILD_NOT_A_PART,
      errors: [{ path: 'items.1.productId', message: messages.BUILD_NOT_A_PART }],
    });
  });

  it('more than 40 lines, or more of a product than one order may take, is 400 with the catalogue’s message', async () => {
    const many = await check(Array.from({ length: 41 }, () => ({ productId: ids.ryzen!, quantity: 1 })));
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'A build takes at most 40 parts', errors: [{ path: 'items' }] });
    const over = await check([{ productId: ids.ryzen!, quantity: DEFAULT_MAX_UNITS_PER_PRODUCT }, { productId: ids.ryzen!, quantity: 1 }]);
    expect(over.status).toBe(400);
    const limit = `You can order at most ${DEFAULT_MAX_UNITS_PER_PRODUCT} of each product per order`;
    expect(over.body).toMatchObject({ code: 'QUANTITY_LIMIT', message: limit, errors: [{ path: 'items.0.quantity', message: limit }, { path: 'items.1.quantity' }] });
  });
});
