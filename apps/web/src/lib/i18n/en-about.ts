// The About Us page.
// Named by the routes that show them (lib/i18n.ts, "Texts load per route"),
// so a page downloads only the texts it can show.

export const enAbout = {
  // About
  'about.intro':
    '{brand} Computers sells gaming PCs, laptops, displays, software licences and accessories from the brands gamers and creators trust, with prices in AED and VAT included.',
  'about.delivery.title': 'Delivery across the UAE',
  'about.delivery.text':
    'We deliver to all seven emirates. {charges} Registered customers get their first delivery free.',
  'about.delivery.emirates': 'The emirates we deliver to',
  'about.payment.title': 'Payment on delivery',
  'about.payment.text': 'Pay by cash or card when your order arrives: nothing to pay online, nothing to pay before you see it.',
  'about.payment.vat': 'Prices are in AED and include {rate}% VAT: the price you see is the price you pay.',
  'about.contact.title': 'Talk to us',
  'about.contact.text': 'Questions about a product, an order or a custom build? Call or write to our team.',

  // Page meta
  'page.about.title': 'About Us',
  'page.about.description': 'Who we are and how we deliver across the UAE.',
} as const satisfies Record<string, string>;
