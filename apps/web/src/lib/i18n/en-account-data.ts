// The account page's data section (issue 13 item 9, docs/decisions/031):
// downloading one's data and deleting the account.
// Named by the routes that show them (lib/i18n.ts, "Texts load per route").

export const enAccountData = {
  'accountData.title': 'Your data',
  'accountData.text': 'Download a copy of everything we hold about you, or delete your account.',
  'accountData.download': 'Download my data',
  'accountData.downloading': 'Preparing your file…',
  'accountData.downloaded': 'Your data was saved as {file}.',
  'accountData.privacy': 'How we use your data',
  'accountData.delete': 'Delete my account',
  'deleteAccount.title': 'Delete your account?',
  'deleteAccount.text':
    'You will be signed out on every device, and your profile, cart and sign-ins will be removed for good. Orders stay on record as UAE tax law requires: invoiced ones keep your name and delivery address, never your email or phone.',
  'deleteAccount.password': 'Your password',
  'deleteAccount.confirm': 'I understand that my account will be deleted and cannot be restored',
  'deleteAccount.submit': 'Delete my account',
  'deleteAccount.deleting': 'Deleting…',
  'deleteAccount.keep': 'Keep my account',
} as const satisfies Record<string, string>;
