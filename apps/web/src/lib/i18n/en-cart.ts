// The cart panel (docs/store-rules.md#cart-panel): it loads when the shopper opens it.
// Named by the routes that show them (lib/i18n.ts, "Texts load per route"),
// so a page downloads only the texts it can show.

export const enCart = {
  // Cart panel (docs/store-rules.md#cart-panel)
  'cart.title': 'Shopping Cart',
  'cart.subtitle': 'Review your items before checkout',
  'cart.empty': 'Your cart is empty',
  'cart.emptyHint': 'Browse the shop and add products: they will wait for you here.',
  'cart.browse': 'Browse products',
  'cart.lineQuantity': 'Qty {quantity} × {price}',
  'cart.total': 'Total',
  'cart.placeOrder': 'Place Order',

  // Cart panel lines (docs/store-rules.md#cart-panel)
  'cart.itemsLabel': 'Items in your cart',
  'cart.unitPrice': '{price} each',
  'cart.quantityOf': 'Quantity of {title}',
  'cart.decrease': 'Decrease quantity of {title}',
  'cart.increase': 'Increase quantity of {title}',
  'cart.remove': 'Remove {title}',
  'cart.maxStock': 'Only {n} in stock',
  'cart.soldOut': 'Sold out: not included in the total.',
  'cart.maxUnits': 'At most {n} per order',
  'cart.overStock': 'Only {n} in stock: lower the quantity to order it. Not included in the total.',
  'cart.totalNote': 'VAT included. Delivery is added at checkout.',
  'cart.loading': 'Loading your cart…',
} as const satisfies Record<string, string>;
