// docs/store-rules.md#shop-layout: the header's entries and what selecting one does.
// - home, new, products, build, about, deals and search clear the stored category filter;
// - the other entries set it to their category id;
// - on the listing page the category goes into the query string, elsewhere the
//   shopper simply goes to the entry's path.
import type { MessageKey } from '#web/lib/i18n';
import type { StoredFilters } from '#web/lib/filters-storage';

export const LISTING_PATH = '/shop/listing';

export interface NavEntry {
  id: string;
  labelKey: MessageKey;
  path: string;
  /**
   * The catalogue category this entry stands for, by its slug: made from the
   * category's first name and kept when an admin renames it, so a rename
   * cannot break the entry (issue 11 item 10).
   */
  categorySlug?: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { id: 'home', labelKey: 'nav.home', path: '/shop/home' },
  { id: 'new', labelKey: 'nav.new', path: '/shop/new' },
  { id: 'products', labelKey: 'nav.products', path: LISTING_PATH },
  { id: 'deals', labelKey: 'nav.deals', path: '/shop/deals' },
  { id: 'display', labelKey: 'nav.display', path: LISTING_PATH, categorySlug: 'display' },
  { id: 'software', labelKey: 'nav.software', path: LISTING_PATH, categorySlug: 'software-license' },
  { id: 'gaming-pc', labelKey: 'nav.gamingPc', path: LISTING_PATH, categorySlug: 'gaming-pc' },
  { id: 'build', labelKey: 'nav.build', path: '/shop/build' },
  { id: 'about', labelKey: 'nav.about', path: '/shop/about' },
  { id: 'search', labelKey: 'nav.search', path: '/shop/search' },
];

/** Category ids by category slug, as the catalogue knows them. */
export type CategoryIdMap = Readonly<Record<string, string>>;

/**
 * The category id of an entry, or null for the entries that clear the filter.
 * Until the catalogue answers, the category's slug stands in for its id.
 */
export function categoryIdFor(entry: NavEntry, categoryIds: CategoryIdMap): string | null {
  if (!entry.categorySlug) return null;
  return categoryIds[entry.categorySlug] ?? entry.categorySlug;
}

export interface NavTarget {
  path: string;
  /** '' or '?category=<id>'. */
  search: string;
  /** What to store under 'filters': null clears them. */
  storedFilter: StoredFilters | null;
}

export function resolveNavTarget(
  entry: NavEntry,
  { pathname, categoryIds }: { pathname: string; categoryIds: CategoryIdMap },
): NavTarget {
  const categoryId = categoryIdFor(entry, categoryIds);
  if (categoryId === null) return { path: entry.path, search: '', storedFilter: null };
  const search = pathname === LISTING_PATH ? `?${new URLSearchParams({ category: categoryId }).toString()}` : '';
  return { path: entry.path, search, storedFilter: { category: [categoryId] } };
}

/**
 * Whether an entry is the page being shown. The listing page is shared by
 * Products and the category entries: the current category tells them apart.
 */
export function isNavEntryActive(
  entry: NavEntry,
  { pathname, currentCategory, categoryIds }: { pathname: string; currentCategory: string | null; categoryIds: CategoryIdMap },
): boolean {
  if (pathname !== entry.path) return false;
  if (entry.path !== LISTING_PATH) return true;
  const categoryId = categoryIdFor(entry, categoryIds);
  return categoryId === null ? currentCategory === null : categoryId === currentCategory;
}
