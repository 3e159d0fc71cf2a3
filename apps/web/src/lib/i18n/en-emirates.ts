// The seven emirates by name, as the checkout's list, the delivery addresses
// and the about page show them. The value sent and stored stays the contract's
// English name (EMIRATES); these are only what a shopper reads (emirateName in
// lib/emirate-name.ts). Loaded by the modules that show them.

export const enEmirates = {
  'emirate.abuDhabi': 'Abu Dhabi',
  'emirate.dubai': 'Dubai',
  'emirate.sharjah': 'Sharjah',
  'emirate.ajman': 'Ajman',
  'emirate.ummAlQuwain': 'Umm Al Quwain',
  'emirate.rasAlKhaimah': 'Ras Al Khaimah',
  'emirate.fujairah': 'Fujairah',
} as const satisfies Record<string, string>;
