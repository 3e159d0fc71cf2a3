// /shop/track: finding an order by its number, its tracking link, and the
// customer's own cancellation (issue 13 items 2 and 3, docs/decisions/021).
// Named by the routes that show them (lib/i18n.ts, "Texts load per route"),
// so a page downloads only the texts it can show.

export const enTrack = {
  'track.intro': 'Enter the order number from your email and the email or phone number you used at checkout.',
  'track.formTitle': 'Find your order',
  'track.orderNumber': 'Order number',
  'track.orderNumberHint': 'It starts with FC-, as in FC-7K3M-9QXD.',
  'track.contact': 'Email or phone number',
  'track.find': 'Find my order',
  'track.finding': 'Looking for your order…',
  'track.anotherOrder': 'Track another order',
  /** A lookup by number and contact shows the order only (docs/decisions/021). */
  'track.lookupOnly': 'To see licence keys, download the invoice or cancel this order, open the link in your order e-mail or log in to your account.',
  'track.greeting': 'Hello {name}, here is your order.',
  'track.placedOn': 'Placed on {date}',
  'track.items': 'Items',
  'track.deliverTo': 'Delivery address',
  'track.addressMasked': 'Partly hidden to protect your privacy.',
  'track.apartment': 'Apartment {value}',
  'track.payment': 'Payment',
  'track.history': 'Order history',
  'track.historyPlaced': 'Order placed',
  'track.historyCancelledByYou': 'Cancelled by you',
  'track.historyByStore': '{status} by the store',
  'track.cancelTitle': 'Cancel this order',
  'track.cancelText': 'You can cancel while the order is pending or confirmed. The items go back on sale and nothing is owed.',
  'track.cancelReason': 'Why are you cancelling?',
  'track.cancelReasonHint': 'A few words help us improve, such as "Ordered the wrong model".',
  'track.cancelConfirm': 'Cancel order',
  'track.cancelling': 'Cancelling…',
  'track.cancelled': 'Your order has been cancelled. We have sent you an email.',
  'track.notCancellable': 'This order can no longer be cancelled online. Please call us on {phone}.',
  'track.backToAccount': 'Back to my orders',
  'page.track.title': 'Track your order',
  'page.track.description': 'See the status of your order and cancel it while it is still pending or confirmed.',
} as const satisfies Record<string, string>;
