// "Notify me when it's back" on an out-of-stock product, and the page of the
// unsubscribe link (issue 14 item 8, docs/decisions/037).

export const enStockAlerts = {
  'stockAlert.title': 'Notify me when it’s back',
  'stockAlert.guestHint': 'Leave your e-mail and we will write to you once, as soon as it is back in stock.',
  'stockAlert.accountHint': 'We will write once to {email}, as soon as it is back in stock.',
  'stockAlert.email': 'E-mail address',
  'stockAlert.submit': 'Notify me',
  'stockAlert.sending': 'Sending…',
  'stockAlert.privacy': 'We use this address for this alert only.',
  'page.unsubscribe.title': 'Stock alerts',
  'unsubscribe.heading': 'Stop stock alerts',
  'unsubscribe.intro': 'Press the button and this e-mail address gets no more back-in-stock e-mails from us. You can still ask again on a product’s page.',
  'unsubscribe.submit': 'Stop stock alerts',
  'unsubscribe.noToken': 'This link is incomplete. Please open the link in the e-mail again.',
  'unsubscribe.back': 'Back to the store',
} as const satisfies Record<string, string>;
