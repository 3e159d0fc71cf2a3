// Confirming an account's e-mail address in Arabic: the twin of en-confirm-email.ts.
// A plain object: the language mechanism (lib/i18n.ts) loads it for Arabic pages.
import type { enConfirmEmail } from './en-confirm-email';

export const arConfirmEmail = {
  'page.confirmEmail.title': 'تأكيد البريد الإلكتروني',
  'confirmEmail.heading': 'أكّد بريدك الإلكتروني',
  'confirmEmail.intro': 'اضغط على الزر لتأكيد أن هذا البريد الإلكتروني لك. إلى أن يتم التأكيد، نرسل أول رسالة فقط بشأن طلباتك.',
  'confirmEmail.submit': 'تأكيد بريدي الإلكتروني',
  'confirmEmail.confirming': 'جارٍ التأكيد…',
  'confirmEmail.noToken': 'هذا الرابط ناقص. يُرجى فتح الرابط من الرسالة مرة أخرى.',
  'confirmEmail.account': 'الذهاب إلى حسابي',
  'confirmEmail.back': 'العودة إلى المتجر',
  'accountEmail.title': 'البريد الإلكتروني',
  'accountEmail.confirmed': 'تم تأكيد \u2066{email}\u2069.',
  'accountEmail.unconfirmed': 'لم يتم تأكيد \u2066{email}\u2069 بعد. إلى أن تفتح الرابط الذي أرسلناه إليك، نرسل أول رسالة فقط بشأن طلباتك.',
  'accountEmail.pending': 'أرسلنا رابطًا إلى \u2066{pending}\u2069. يصبح عنوان تسجيل دخولك عندما تفتح الرابط، وإلى ذلك الحين تسجّل الدخول بـ \u2066{email}\u2069.',
  'accountEmail.resend': 'إرسال الرابط مرة أخرى',
  'accountEmail.sending': 'جارٍ الإرسال…',
} as const satisfies Record<keyof typeof enConfirmEmail, string>;
