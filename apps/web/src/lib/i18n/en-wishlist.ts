// The wishlist page (issue 14 item 6, docs/decisions/035). The heart's own
// label is in en.ts: product cards are on every list.

export const enWishlist = {
  'page.wishlist.title': 'Wishlist',
  'page.wishlist.description': 'Products you saved for later, with today’s price and stock.',
  'wishlist.count': '{count, plural, one {# saved product} other {# saved products}}',
  'wishlist.empty.title': 'Your wishlist is empty',
  'wishlist.empty.description': 'Press the heart on a product to save it here.',
  'wishlist.browse': 'Browse the store',
  'wishlist.moveToCart': 'Move to cart',
  'wishlist.remove': 'Remove',
  'wishlist.removeLabel': 'Remove {title} from the wishlist',
  'wishlist.guestNote': 'Saved in this browser. Log in to keep your wishlist on every device.',
  'wishlist.noscript': 'Your wishlist is shown with JavaScript, which is off in this browser. Turn JavaScript on to see the products you saved.',
} as const satisfies Record<string, string>;
