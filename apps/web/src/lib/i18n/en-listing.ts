// Product lists: filters, sort, pagination, counts and their empty states.
// Named by the routes that show them (lib/i18n.ts, "Texts load per route"),
// so a page downloads only the texts it can show.
import type { CatalogueText } from './plural';

export const enListing = {
  // Product lists: filters, sort, pagination
  'filters.title': 'Filters',
  'filters.button': 'Filters',
  'filters.active': 'active',
  'filters.category': 'Category',
  'filters.brand': 'Brand',
  'filters.count': '{count}',
  'filters.clear': 'Clear filters',
  'filters.clearAll': 'Clear all',
  'filters.remove': 'Remove filter: {label}',
  'filters.showResults': 'Show results',
  'filters.showCount': { one: 'Show {count} result', other: 'Show {count} results' },
  'sort.label': 'Sort by',
  'sort.default': 'Newest first',
  'sort.bestMatch': 'Best match',
  'sort.priceLowToHigh': 'Price: low to high',
  'sort.priceHighToLow': 'Price: high to low',
  'sort.titleAtoZ': 'Name: A to Z',
  'sort.titleZtoA': 'Name: Z to A',
  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.page': 'Page {page}',

  // Plural messages: the form is picked by the `count` parameter (lib/i18n/plural.ts).
  'listing.countRange': { one: 'Showing {from}–{to} of {count} product', other: 'Showing {from}–{to} of {count} products' },
  'listing.error': 'The products could not be loaded',
  'listing.errorHint': 'Check your connection and try again.',
  'listing.noMatch': 'No products match these filters',
  'listing.noMatchHint': 'Remove a filter, or clear them all to see every product.',
  'listing.noDeals': 'No deals right now',
  'listing.noNew': 'No new arrivals in the last 30 days',
  'listing.noProducts': 'No products yet',
  'listing.emptyHint': 'New stock arrives every week: have a look at the whole catalogue meanwhile.',
  'listing.pageEmpty': 'There are no products on this page',
  'listing.firstPage': 'Go to the first page',
  'listing.browseAll': 'Browse all products',

  // Listing, deals, new arrivals and search pages
  'page.listing.title': 'Products',
  'page.listing.description': 'Browse the whole catalogue and narrow it down by category and brand.',
  'page.deals.description': 'Products on sale right now, with the saving shown on each one.',
  'page.new.description': 'Products added in the last 30 days.',
  'page.search.title': 'Search',
  'page.search.description': 'Find products by name, brand or category.',
  'search.resultsTitle': 'Results for “{keyword}”',
  'search.prompt': 'What are you looking for?',
  'search.promptHint': 'Type a product name, a brand or a category, like “RTX 4070” or “OLED monitor”.',
  'search.noResults': 'No products match “{keyword}”',
  'search.noResultsHint': 'Check the spelling, use fewer or more general words, or browse a category.',
  'search.browseInstead': 'Or browse a category:',
} as const satisfies Record<string, CatalogueText>;
