// The login and register pages, and the account fields other forms share (docs/store-rules.md#1-the-store-and-its-people).
// Loaded by the modules that show them (lib/i18n.ts, "Texts travel with their
// code"), so a page downloads only the texts it can show.
import { addMessages } from '../i18n';
import type { CatalogueText } from './plural';

export const enAuth = {
  // Auth pages (docs/store-rules.md#1-the-store-and-its-people)
  'auth.welcome': 'Welcome to {brand} Computers',
  'auth.panel.tagline': 'Gaming PCs, laptops, displays and software, delivered across the UAE.',
  'auth.panel.delivery': 'Delivery to all seven emirates',
  'auth.panel.vat': 'Prices in AED, VAT included',
  'auth.panel.payment': 'Pay by cash or card on delivery',
  'auth.field.name': 'Full name',
  'auth.field.email': 'Email',
  'auth.field.phone': 'Phone number',
  'auth.field.password': 'Password',
  'auth.placeholder.email': 'you@example.com',
  'auth.placeholder.phone': '+971 50 123 4567',
  'auth.hint.phone': 'UAE numbers can be written as 050 123 4567.',
  'auth.hint.password': 'At least 8 characters.',
  'auth.registeredNotice': 'Your account is ready. Log in to continue.',
  'auth.login.pageTitle': 'Log in',
  'auth.login.metaDescription': 'Log in to your account to check out faster and follow your orders.',
  'auth.login.title': 'Log in to your account',
  'auth.login.subtitle': 'Welcome back to {brand}. Enter your email and password.',
  'auth.login.submit': 'Log in',
  'auth.login.pending': 'Logging in…',
  'auth.login.noAccount': 'New here?',
  'auth.login.toRegister': 'Create an account',
  'auth.login.forgot': 'Forgot password?',
  // Password reset (issue 13 item 1)
  'auth.forgot.pageTitle': 'Forgot password',
  'auth.forgot.metaDescription': 'Get a link to choose a new password for your account.',
  'auth.forgot.title': 'Forgot your password?',
  'auth.forgot.subtitle': 'Enter the email of your account and we will send you a link to choose a new one.',
  'auth.forgot.submit': 'Send reset link',
  'auth.forgot.pending': 'Sending…',
  'auth.forgot.backToLogin': 'Back to log in',
  'auth.reset.pageTitle': 'Choose a new password',
  'auth.reset.metaDescription': 'Choose a new password for your account.',
  'auth.reset.title': 'Choose a new password',
  'auth.reset.subtitle': 'Your other devices will be signed out, and you will be signed in here.',
  'auth.reset.field': 'New password',
  'auth.reset.submit': 'Save password and sign in',
  'auth.reset.pending': 'Saving…',
  'auth.reset.noLink': 'This page needs the link from your reset email. Open the link again, or ask for a new one.',
  'auth.reset.askAgain': 'Ask for a new link',
  'auth.reset.needsScript': 'This page reads the link from your reset email with JavaScript. Turn JavaScript on, then open the link again.',
  'auth.register.pageTitle': 'Create an account',
  'auth.register.metaDescription': 'Create an account: free delivery on your first order.',
  'auth.register.title': 'Create your account',
  'auth.register.subtitle': 'Registered customers get free delivery on their first order.',
  'auth.register.submit': 'Create account',
  'auth.register.pending': 'Creating your account…',
  'auth.register.haveAccount': 'Already have an account?',
  'auth.register.toLogin': 'Log in',
} as const satisfies Record<string, CatalogueText>;

addMessages(enAuth);
