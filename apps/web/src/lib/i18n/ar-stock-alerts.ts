// "Notify me when it's back" in Arabic: the twin of en-stock-alerts.ts.
// A plain object: the language mechanism (lib/i18n.ts) loads it for Arabic pages.
import type { enStockAlerts } from './en-stock-alerts';

export const arStockAlerts = {
  'stockAlert.title': 'أعلمني عند توفّره',
  'stockAlert.guestHint': 'اترك بريدك الإلكتروني وسنراسلك مرة واحدة فور توفّر المنتج من جديد.',
  'stockAlert.accountHint': 'سنراسلك مرة واحدة على \u2068{email}\u2069 فور توفّر المنتج من جديد.',
  'stockAlert.email': 'البريد الإلكتروني',
  'stockAlert.submit': 'أعلمني',
  'stockAlert.sending': 'جارٍ الإرسال…',
  'stockAlert.privacy': 'نستخدم هذا البريد لهذا التنبيه فقط.',
  'page.unsubscribe.title': 'تنبيهات التوفّر',
  'unsubscribe.heading': 'إيقاف تنبيهات التوفّر',
  'unsubscribe.intro': 'اضغط على الزر ولن يصل إلى هذا البريد أي تنبيه بتوفّر المنتجات منّا بعد الآن. يمكنك طلب التنبيه من جديد من صفحة أي منتج.',
  'unsubscribe.submit': 'إيقاف التنبيهات',
  'unsubscribe.noToken': 'هذا الرابط غير مكتمل، يُرجى فتح الرابط من الرسالة مرة أخرى.',
  'unsubscribe.back': 'العودة إلى المتجر',
} as const satisfies Record<keyof typeof enStockAlerts, string>;
