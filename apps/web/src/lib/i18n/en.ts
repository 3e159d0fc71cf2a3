// Every user-facing text of the web app, in English. Error and toast sentences
// of the spec are not here: they come from the contract's `messages`.
// Placeholders: {name}. Keys are grouped by screen. The admin screens' own
// texts load with the admin layout (admin-texts.ts), not on a shopper's visit.

export const en = {
  // Brand and page meta
  'brand.computers': 'Computers',
  'meta.title': '{page} | {brand} Computers',
  'meta.siteName': '{brand} Computers',
  'meta.defaultDescription':
    'Gaming PCs, laptops, displays, software licences and accessories, delivered across the UAE. Prices in AED, VAT included.',

  // Shared
  'common.loading': 'Loading…',
  'common.loadingPage': 'Loading page…',
  'common.checkingSession': 'Checking your session…',
  'common.close': 'Close',
  'common.closePanel': 'Close panel',
  'common.backHome': 'Back to the store',
  'common.skipToContent': 'Skip to content',
  'common.retry': 'Retry',

  // Shop header (docs/store-rules.md#shop-layout)
  'header.banner': 'Registered users get FREE first delivery!',
  'header.callUs': 'Call us at {phone}',
  'header.emailUs': 'Email us at {email}',
  'header.mainNav': 'Main',
  'header.openMenu': 'Open menu',
  'nav.home': 'Home',
  'nav.new': 'New Arrival',
  'nav.products': 'Products',
  'nav.deals': 'Hot Deals',
  'nav.display': 'Display',
  'nav.software': 'Software License',
  'nav.gamingPc': 'Gaming PC',
  'nav.build': 'Build a PC',
  'nav.about': 'About Us',
  'nav.search': 'Search',
  // The language switch: its label names the page's twin in the other language.
  'language.switch': 'Read this page in Arabic',

  // Cart panel (docs/store-rules.md#cart-panel)
  'cart.buttonLabel': 'Shopping cart: {count, number}',

  // Avatar menu
  'account.menuLabel': 'Account menu',
  'account.guestInitial': 'G',
  'account.logout': 'Logout',

  // Footer
  'footer.about':
    '{brand} Computers sells gaming PCs, laptops, displays, software licences and accessories, with delivery to all seven emirates.',
  'footer.shop': 'Shop',
  'footer.help': 'Help',
  'footer.contact': 'Contact us',
  'footer.account': 'My account',
  'footer.wishlist': 'Wishlist',
  'footer.checkout': 'Checkout',
  'footer.delivery': 'Delivery across the UAE',
  'footer.copyright': '© {year} {brand} Computers',
  'footer.prices': 'Prices in AED include 5% VAT.',
  'legal.delivery': 'Delivery',
  'legal.returns': 'Returns',
  'legal.privacy': 'Privacy',
  'legal.terms': 'Terms',

  // Home
  'page.home.title': 'Gaming PCs, laptops and displays in the UAE',

  // Product cards, prices and stock (docs/store-rules.md#12-look-and-feel)
  'price.salePrice': 'Sale price',
  'price.was': 'Was',
  'price.save': 'Save {amount}',
  'price.saleBadge': 'Sale',
  'wishlist.save': 'Save to wishlist',
  'stock.in': 'In stock',
  'stock.low': 'Only {n} left',
  'stock.out': 'Out of stock',
  'shelf.viewAll': 'View all',
  'shelf.previous': 'Scroll {title} back',
  'shelf.next': 'Scroll {title} forward',
  'shelf.error': 'These products could not be loaded.',

  // Plural messages: ICU `plural` on the `count` parameter, `#` its number (lib/i18n.ts).
  'listing.count': '{count, plural, one {# product} other {# products}}',

  // Search
  'search.label': 'Search products',
  'search.placeholder': 'Search for products, brands…',
  'search.submit': 'Search',
  'search.suggestions': 'Suggestions',
  'search.open': 'Search products',
  'search.close': 'Close search',

  // Shop pages
  'page.deals.title': 'Hot Deals',
  'page.new.title': 'New Arrivals',

  // Status pages
  'notFound.title': 'Page not found',
  'notFound.description': 'The page you asked for does not exist or has moved.',
  'error.description': 'Something went wrong while showing this page. Reload it, or go back to the store.',
  'error.reload': 'Reload the page',
} as const satisfies Record<string, string>;
