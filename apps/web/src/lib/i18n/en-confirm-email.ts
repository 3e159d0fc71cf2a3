// Confirming an account's e-mail address (issue 26 item 2): the page of the
// e-mailed link and the account page's card. Named by the routes that show them
// (lib/i18n.ts, "Texts load per route").

export const enConfirmEmail = {
  'page.confirmEmail.title': 'Confirm your email address',
  'confirmEmail.heading': 'Confirm your email address',
  'confirmEmail.intro':
    'Press the button to confirm that this email address is yours. Until it is confirmed, we send only the first email about your orders.',
  'confirmEmail.submit': 'Confirm my email address',
  'confirmEmail.confirming': 'Confirming…',
  'confirmEmail.noToken': 'This link is incomplete. Please open the link in the email again.',
  'confirmEmail.account': 'Go to my account',
  'confirmEmail.back': 'Back to the store',
  'accountEmail.title': 'Email address',
  'accountEmail.confirmed': '{email} is confirmed.',
  'accountEmail.unconfirmed':
    '{email} is not confirmed yet. Until you open the link we sent you, we send only the first email about your orders.',
  'accountEmail.pending':
    'We sent a link to {pending}. It becomes your sign-in address when you open the link; until then you sign in with {email}.',
  'accountEmail.resend': 'Send the link again',
  'accountEmail.sending': 'Sending…',
} as const satisfies Record<string, string>;
