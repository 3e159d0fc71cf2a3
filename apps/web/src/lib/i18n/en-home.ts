// The home page: its introduction, promises and the hero carousel.
// Named by the routes that show them (lib/i18n.ts, "Texts load per route"),
// so a page downloads only the texts it can show.

export const enHome = {
  // Home
  'home.eyebrow': '{brand} Computers',
  'home.title': 'Gaming PCs, laptops and displays, delivered across the UAE',
  'home.subtitle': 'Find your next setup, from graphics cards to software licences. Prices in AED with VAT included.',
  'home.shopAll': 'Shop all products',
  'home.seeDeals': 'See hot deals',
  'home.promisesHeading': 'Why shop with {brand}',
  'home.help.title': 'Need help choosing?',
  'home.help.text': 'Tell us what you play or work on and your budget: our team will suggest a setup that fits.',
  'home.promise.firstDelivery': 'Free first delivery',
  'home.promise.firstDeliveryText': 'For registered customers, on their first order.',
  'home.promise.emirates': 'All seven emirates',
  'home.promise.emiratesText': 'We deliver from Abu Dhabi to Fujairah.',
  'home.promise.vat': 'VAT included',
  'home.promise.vatText': 'The price you see is the price you pay.',
  'home.promise.payment': 'Pay on delivery',
  'home.promise.paymentText': 'Cash or card when your order arrives.',
  'home.topCategories': 'Shop by category',
  'home.topBrands': 'Top brands',
  'home.allProducts': 'All products',

  // Hero carousel (the /admin/features slides)
  'hero.label': 'Featured',
  'hero.roleDescription': 'carousel',
  'hero.slide': 'slide',
  'hero.slideOf': '{n} of {count, number}',
  'hero.previous': 'Previous slide',
  'hero.next': 'Next slide',
  'hero.goTo': 'Slide {n}: {title}',
  'hero.cta': 'Shop now',
} as const satisfies Record<string, string>;
