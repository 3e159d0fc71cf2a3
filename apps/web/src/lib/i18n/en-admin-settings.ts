// The admin's store settings screen (/admin/settings, docs/decisions/032).
// Error and toast sentences come from the contract's `messages`.

export const enAdminSettings = {
  'admin.nav.settings': 'Settings',
  'page.adminSettings.title': 'Settings',
  'page.adminSettings.description': 'Delivery fees by emirate and free delivery.',
  'admin.settings.delivery.title': 'Delivery fees',
  'admin.settings.delivery.hint':
    'The fee an order to each emirate pays, VAT included. Leave an emirate empty to charge the standard fee of {fee}. A registered customer’s first order ships free whatever the emirate.',
  'admin.settings.delivery.fee': 'Fee in {emirate} (AED)',
  'admin.settings.delivery.standard': 'Standard: {fee}',
  'admin.settings.threshold.title': 'Free delivery',
  'admin.settings.threshold.field': 'Free delivery from (AED)',
  'admin.settings.threshold.hint': 'Orders whose items come to this amount or more ship free. Leave it empty for none.',
  'admin.settings.save': 'Save settings',
  'admin.settings.saving': 'Saving…',
  'admin.settings.loadFailed': 'The settings could not be loaded',
} as const satisfies Record<string, string>;
