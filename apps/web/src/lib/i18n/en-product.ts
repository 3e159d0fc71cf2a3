// The product page and its Get Quote dialog.
// Named by the routes that show them (lib/i18n.ts, "Texts load per route"),
// so a page downloads only the texts it can show.

export const enProduct = {
  // Product page
  'product.breadcrumb': 'Breadcrumb',
  'product.category': 'Category:',
  'product.vatIncluded': 'Price includes 5% VAT.',
  'product.addToCart': 'Add to Cart',
  'product.quoteHint': 'Buying several, or for a business? Ask for a quote.',
  'product.promise.delivery': 'Delivery to all seven emirates',
  'product.promise.payment': 'Pay by cash or card on delivery',
  'product.promise.vat': 'The price you see is the price you pay',
  'product.description': 'Description',
  'product.specs': 'Specifications',
  'product.specsOf': 'Specifications of {title}',
  'product.sku': 'SKU',
  'product.yes': 'Yes',
  'product.no': 'No',
  'product.related': 'Related products',
  // The photo gallery (docs/decisions/034)
  'product.gallery.photos': 'Photos of {title}',
  'product.gallery.photo': 'Photo {n} of {count, number}',
  'product.gallery.zoom': 'Enlarge photo {n} of {count, number}',
  'product.gallery.previous': 'Previous photo',
  'product.gallery.next': 'Next photo',
  'product.mayAlsoLike': 'You may also like',
  'product.notFound': 'Product not found',
  'product.notFoundHint': 'This product is no longer in our catalogue, or the link is wrong. Have a look at the rest of the shop.',
  'product.error': 'The product could not be loaded',
  'product.metaDescription': '{title} by {brand}: {price}, delivered across the UAE.',

  // Get Quote (docs/store-rules.md#get-quote)
  'quote.button': 'Get Quote',
  'quote.title': 'Get a quote',
  'quote.description': 'Tell us how many you need of {title}, and we will e-mail you a price.',
  'quote.name': 'Full name',
  'quote.email': 'Email',
  'quote.phone': 'Phone number',
  'quote.quantity': 'Quantity',
  'quote.message': 'Message (optional)',
  'quote.messageHint': 'Delivery date, configuration, company details…',
  'quote.submit': 'Send request',
  'quote.sending': 'Sending…',

  // Page meta
  'page.product.title': 'Product details',
  'page.product.description': 'Specifications, price and stock of this product.',
} as const satisfies Record<string, string>;
