import { describe, expect, it } from 'vitest';
import {
  canonicalListingSearch,
  categoryNamesToIds,
  clearFilters,
  EMPTY_LISTING,
  hasFilterParams,
  listingSearch,
  parseListingSearch,
  resolveListingState,
  storedFiltersOf,
  toggleFilter,
  toggleSpec,
  withPage,
  withSort,
} from './listing-query';
import { parseSearchState, searchStateSearch } from './search-query';

describe('listing state in the query string', () => {
  it('reads categories and brands (comma-separated), the sort and the page', () => {
    expect(parseListingSearch('?category=a,b&brand=c&sortBy=price-lowtohigh&page=2')).toEqual({
      ...EMPTY_LISTING,
      category: ['a', 'b'],
      brand: ['c'],
      sortBy: 'price-lowtohigh',
      page: 2,
    });
  });

  it('falls back to the defaults for anything unknown or malformed', () => {
    expect(parseListingSearch('')).toEqual(EMPTY_LISTING);
    expect(parseListingSearch('?sortBy=cheapest&page=0')).toEqual(EMPTY_LISTING);
    expect(parseListingSearch('?page=-3')).toEqual(EMPTY_LISTING);
    expect(parseListingSearch('?page=2.5')).toEqual(EMPTY_LISTING);
    expect(parseListingSearch('?page=abc&category=,,')).toEqual(EMPTY_LISTING);
  });

  it('drops blanks and repeats from the lists', () => {
    expect(parseListingSearch('?category=a,,a, b &brand=').category).toEqual(['a', 'b']);
  });

  it('reads the header navigation form of a category (URLSearchParams, + for spaces)', () => {
    expect(parseListingSearch('?category=Software+License').category).toEqual(['Software License']);
  });

  it('writes the state back, leaving the defaults out and the commas readable', () => {
    expect(listingSearch({ ...EMPTY_LISTING, category: ['a', 'b'], brand: ['c'], sortBy: 'title-ztoa', page: 3 })).toBe(
      '?category=a,b&brand=c&sortBy=title-ztoa&page=3',
    );
    expect(listingSearch(EMPTY_LISTING)).toBe('');
    expect(listingSearch({ ...EMPTY_LISTING, category: ['Gaming PC'] })).toBe('?category=Gaming%20PC');
  });

  it('round-trips', () => {
    const state = {
      ...EMPTY_LISTING,
      category: ['x-1', 'y 2'],
      brand: ['z'],
      specs: [{ code: 'panel', values: ['OLED', 'IPS, matte'] }, { code: 'refresh_hz', range: { min: 144, max: null } }],
      price: { min: 500, max: 2500.5 },
      inStock: true,
      sortBy: 'price-hightolow' as const,
      page: 4,
    };
    expect(parseListingSearch(listingSearch(state))).toEqual(state);
  });

  it('reads and writes the specification, price and stock filters as the API takes them (docs/decisions/052)', () => {
    const state = parseListingSearch('?category=c&f.refresh_hz=144..&f.panel=OLED&f.panel=IPS&price=..2000&inStock=true');
    expect(state.specs).toEqual([{ code: 'refresh_hz', range: { min: 144, max: null } }, { code: 'panel', values: ['OLED', 'IPS'] }]);
    expect(state.price).toEqual({ min: null, max: 2000 });
    expect(state.inStock).toBe(true);
    // Codes sorted, then the price, then the stock: one list, one address.
    expect(listingSearch(state)).toBe('?category=c&f.panel=OLED&f.panel=IPS&f.refresh_hz=144..&price=..2000&inStock=true');
    expect(hasFilterParams('?inStock=true')).toBe(true);
  });

  it('rewrites what the filter form submits before JavaScript into the list\'s own address', () => {
    const submitted =
      '?sortBy=title-atoz&specsFor=c&category=c&brand=b1&brand=b2&f.panel=OLED&f.refresh_hz.min=240&f.refresh_hz.max=&price.min=900&price.max=300';
    // The two ends of a range in either order; a blank end left open.
    expect(canonicalListingSearch(submitted)).toBe('?category=c&brand=b1,b2&f.panel=OLED&f.refresh_hz=240..&price=300..900&sortBy=title-atoz');
    expect(canonicalListingSearch('?category=c&f.panel=OLED')).toBeNull();
    // Another category ticked: the specification fields were the old one's.
    expect(canonicalListingSearch('?specsFor=c&category=c&category=d&f.panel=OLED')).toBe('?category=c,d');
  });

  it('tells whether the query string names a filter of its own', () => {
    expect(hasFilterParams('?category=a')).toBe(true);
    expect(hasFilterParams('?brand=b&page=2')).toBe(true);
    expect(hasFilterParams('?sortBy=title-atoz&page=2')).toBe(false);
    expect(hasFilterParams('?category=')).toBe(false);
  });
});

describe('changing the list', () => {
  const state = { ...EMPTY_LISTING, category: ['a'], sortBy: 'title-atoz' as const, page: 3 };

  it('adds and removes a filter value, back on the first page', () => {
    expect(toggleFilter(state, 'brand', 'b')).toEqual({ ...state, brand: ['b'], page: 1 });
    expect(toggleFilter(state, 'category', 'a')).toEqual({ ...state, category: [], page: 1 });
    expect(toggleFilter(state, 'category', 'c').category).toEqual(['a', 'c']);
  });

  it('ticks and unticks a specification value; another category drops the specification filters', () => {
    const withPanel = toggleSpec(state, 'panel', 'OLED');
    expect(withPanel.specs).toEqual([{ code: 'panel', values: ['OLED'] }]);
    expect(toggleSpec(withPanel, 'panel', 'OLED').specs).toEqual([]);
    expect(toggleFilter(withPanel, 'brand', 'b').specs).toEqual(withPanel.specs);
    expect(toggleFilter(withPanel, 'category', 'c').specs).toEqual([]);
  });

  it('clears the filters but keeps the sort', () => {
    expect(clearFilters({ ...state, inStock: true, price: { min: 1, max: 2 } })).toEqual({ ...EMPTY_LISTING, sortBy: 'title-atoz', page: 1 });
  });

  it('changes the sort from the first page, and moves between pages', () => {
    expect(withSort(state, 'price-lowtohigh')).toEqual({ ...state, sortBy: 'price-lowtohigh', page: 1 });
    expect(withSort(state, null).sortBy).toBeNull();
    expect(withPage(state, 5).page).toBe(5);
    expect(withPage(state, 0).page).toBe(1);
  });
});

describe('the stored filter of the header navigation (docs/store-rules.md#shop-layout)', () => {
  const stored = { category: ['cat-gaming'] };

  it('is used on a bare /shop/listing, and the address is rewritten to carry it', () => {
    expect(resolveListingState('', stored, { fromHistory: false })).toEqual({
      state: { ...EMPTY_LISTING, category: ['cat-gaming'] },
      replaceSearch: '?category=cat-gaming',
    });
  });

  it('keeps the sort and page of the address when it adds the stored filter', () => {
    expect(resolveListingState('?sortBy=price-lowtohigh', stored, { fromHistory: false }).replaceSearch).toBe(
      '?category=cat-gaming&sortBy=price-lowtohigh',
    );
  });

  it('gives way to a category or brand in the query string', () => {
    expect(resolveListingState('?category=cat-display', stored, { fromHistory: false })).toEqual({
      state: { ...EMPTY_LISTING, category: ['cat-display'] },
      replaceSearch: null,
    });
    expect(resolveListingState('?brand=b1', stored, { fromHistory: false }).state.category).toEqual([]);
  });

  it('is not used when the shopper comes back through the history to a list without filters', () => {
    expect(resolveListingState('', stored, { fromHistory: true })).toEqual({ state: EMPTY_LISTING, replaceSearch: null });
  });

  it('changes nothing when there is no stored filter, or an empty one', () => {
    expect(resolveListingState('?page=2', null, { fromHistory: false })).toEqual({
      state: { ...EMPTY_LISTING, page: 2 },
      replaceSearch: null,
    });
    expect(resolveListingState('', { category: [], brand: [] }, { fromHistory: false }).replaceSearch).toBeNull();
  });

  it('is written back as the filters shown, or cleared when there are none', () => {
    expect(storedFiltersOf({ category: ['a'], brand: [] })).toEqual({ category: ['a'] });
    expect(storedFiltersOf({ category: ['a'], brand: ['b'] })).toEqual({ category: ['a'], brand: ['b'] });
    expect(storedFiltersOf({ category: [], brand: [] })).toBeNull();
  });
});

describe('category names in the filter', () => {
  const categories = [
    { _id: 'id-gaming', category: 'Gaming PC' },
    { _id: 'id-software', category: 'Software License' },
  ];

  it('become ids once the categories are known, whatever their case', () => {
    expect(categoryNamesToIds(['Software License', 'gaming pc'], categories)).toEqual(['id-software', 'id-gaming']);
  });

  it('leave ids and unknown values alone, and everything while the categories are unknown', () => {
    expect(categoryNamesToIds(['id-gaming', 'Consoles'], categories)).toEqual(['id-gaming', 'Consoles']);
    expect(categoryNamesToIds(['Gaming PC'], [])).toEqual(['Gaming PC']);
  });
});

describe('search state in the query string', () => {
  it('reads the keyword, sort and page, and writes them back', () => {
    const state = parseSearchState('?keyword=asus+rog&sortBy=title-atoz&page=2');
    expect(state).toEqual({ ...EMPTY_LISTING, keyword: 'asus rog', sortBy: 'title-atoz', page: 2 });
    expect(searchStateSearch(state)).toBe('?keyword=asus+rog&sortBy=title-atoz&page=2');
    expect(searchStateSearch({ ...EMPTY_LISTING, keyword: '' })).toBe('');
  });

  it("keeps the keyword with the filters, and makes the filter form's fields its own address", () => {
    const state = parseSearchState('?keyword=rtx&brand=b1&f.gpu=RTX+4080&price=..9000&inStock=true');
    expect(state).toMatchObject({ keyword: 'rtx', brand: ['b1'], specs: [{ code: 'gpu', values: ['RTX 4080'] }], price: { min: null, max: 9000 }, inStock: true });
    expect(searchStateSearch({ ...state, page: 2 })).toBe('?keyword=rtx&brand=b1&f.gpu=RTX%204080&price=..9000&inStock=true&page=2');
    expect(canonicalListingSearch('?keyword=rtx&category=c1&specsFor=c1&f.refresh_hz.min=144&brand=a&brand=b')).toBe(
      '?keyword=rtx&category=c1&brand=a,b&f.refresh_hz=144..',
    );
  });
});
