// The account's preferred language (issue 12 item 6): the language of the
// e-mails the store sends outside an order, such as a password reset. Named
// by the account page's route (lib/i18n.ts, "Texts load per route").

export const enProfileLanguage = {
  'profile.language': 'Email language',
  'profile.languageHint': 'Password reset emails come in this language; order emails come in the language you order in.',
  // A new email address needs the current password (issue 26 item 8).
  'profile.currentPassword': 'Current password',
  'profile.currentPasswordHint': 'Needed to change your email address. It becomes your sign-in address when you open the link we send to it.',
  // Each language is named in itself, as language pickers do.
  'language.en': 'English',
  'language.ar': 'العربية',
} as const satisfies Record<string, string>;
