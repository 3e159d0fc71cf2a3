// The admin's licence keys screen and the courier of a shipped order (issue 13
// item 8, docs/decisions/030). Admin screens are English only. Error and toast
// sentences come from the contract's `messages`.

export const enAdminDelivery = {
  'admin.licences.open': 'Licence keys for {name}',
  'admin.licences.title': 'Licence keys: {name}',
  'admin.licences.description': 'Each unit of a confirmed order gets its own key, e-mailed to the buyer. Keys are stored encrypted and shown here masked.',
  'admin.licences.deliveryLabel': 'Deliver this product as licence keys',
  'admin.licences.deliveryHint': 'Orders holding it can only be confirmed while enough keys are left.',
  'admin.licences.available': '{count, plural, one {# key available} other {# keys available}}',
  'admin.licences.assigned': '{count, plural, one {# given to buyers} other {# given to buyers}}',
  'admin.licences.paste': 'Add keys',
  'admin.licences.pasteHint': 'One key per line. A key already stored, or twice in the list, refuses the whole batch.',
  'admin.licences.upload': 'Or read a CSV file',
  'admin.licences.uploadHint': 'The first column of each row; a header row such as "Licence key" is skipped.',
  'admin.licences.counted': '{count, plural, one {# key ready to add} other {# keys ready to add}}',
  'admin.licences.add': 'Add keys',
  'admin.licences.stored': 'Stored keys (newest first)',
  'admin.licences.key': 'Key',
  'admin.licences.added': 'Added',
  'admin.licences.order': 'Order',
  'admin.licences.free': 'Available',
  'admin.licences.none': 'No keys yet. Paste them above.',
  'admin.licences.loading': 'Loading the keys…',
  'admin.licences.loadFailed': 'The keys could not be loaded.',
  'admin.orders.shipping': 'Shipping',
  'admin.orders.courier': 'Courier',
  'admin.orders.chooseCourier': 'No courier given',
  'admin.orders.trackingNumber': 'Tracking number',
  'admin.orders.trackingHint': 'As the courier prints it, such as 1234567890.',
  'admin.orders.trackingLink': 'Open the courier\'s tracking page',
} as const satisfies Record<string, string>;
