import { describe, expect, it } from 'vitest';
import { isNavEntryActive, NAV_ENTRIES, resolveNavTarget, type NavEntry } from './nav-rules';

const entry = (id: string): NavEntry => {
  const found = NAV_ENTRIES.find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

const categoryIds = { display: 'cat-display', 'software-license': 'cat-software', 'gaming-pc': 'cat-gaming' };

const active = (pathname: string, currentCategory: string | null) =>
  NAV_ENTRIES.filter((e) => isNavEntryActive(e, { pathname, currentCategory, categoryIds })).map((e) => e.id);

describe('shop navigation (docs/store-rules.md#shop-layout)', () => {
  it('lists the entries in the order of the spec, with their paths', () => {
    expect(NAV_ENTRIES.map((e) => [e.id, e.path])).toEqual([
      ['home', '/shop/home'],
      ['new', '/shop/new'],
      ['products', '/shop/listing'],
      ['deals', '/shop/deals'],
      ['display', '/shop/listing'],
      ['software', '/shop/listing'],
      ['gaming-pc', '/shop/listing'],
      ['build', '/shop/build'],
      ['about', '/shop/about'],
      ['search', '/shop/search'],
    ]);
  });

  it.each(['home', 'new', 'products', 'build', 'about', 'deals', 'search'])('%s clears the stored category filter', (id) => {
    for (const pathname of ['/shop/home', '/shop/listing']) {
      expect(resolveNavTarget(entry(id), { pathname, categoryIds })).toEqual({
        path: entry(id).path,
        search: '',
        storedFilter: null,
      });
    }
  });

  it.each([
    ['display', 'cat-display'],
    ['software', 'cat-software'],
    ['gaming-pc', 'cat-gaming'],
  ])('%s stores its category id and goes to the listing from another page', (id, categoryId) => {
    expect(resolveNavTarget(entry(id), { pathname: '/shop/home', categoryIds })).toEqual({
      path: '/shop/listing',
      search: '',
      storedFilter: { category: [categoryId] },
    });
  });

  it('puts the category into the query string when already on the listing page', () => {
    expect(resolveNavTarget(entry('gaming-pc'), { pathname: '/shop/listing', categoryIds })).toEqual({
      path: '/shop/listing',
      search: '?category=cat-gaming',
      storedFilter: { category: ['cat-gaming'] },
    });
  });

  it('uses the category slug as its id until the catalogue knows the categories', () => {
    expect(resolveNavTarget(entry('software'), { pathname: '/shop/listing', categoryIds: {} })).toEqual({
      path: '/shop/listing',
      search: '?category=software-license',
      storedFilter: { category: ['software-license'] },
    });
  });

  it('finds the category by slug, so a renamed category keeps its entry', () => {
    const target = resolveNavTarget(entry('display'), { pathname: '/shop/home', categoryIds: { display: 'x1' } });
    expect(target.storedFilter).toEqual({ category: ['x1'] });
  });

  describe('active entry', () => {
    it('is the entry of the page shown', () => {
      expect(active('/shop/home', null)).toEqual(['home']);
      expect(active('/shop/deals', null)).toEqual(['deals']);
      expect(active('/shop/product/1', null)).toEqual([]);
    });

    it('tells Products from the category entries on the listing page', () => {
      expect(active('/shop/listing', null)).toEqual(['products']);
      expect(active('/shop/listing', 'cat-display')).toEqual(['display']);
      expect(active('/shop/listing', 'some-other-category')).toEqual([]);
    });
  });
});
