// The login and register pages in Arabic: the twin of en-auth.ts (issue 12 item 2).
// A plain object: the language mechanism (lib/i18n.ts) loads it for Arabic pages.
// Names that may be Latin inside an Arabic sentence sit between U+2068 and U+2069
// (first-strong isolate), so punctuation around them lands on the right side.
// Examples of an e-mail and a phone number stay Latin: the fields are written left to right.
import type { enAuth } from './en-auth';

export const arAuth = {
  // Auth pages (docs/store-rules.md#1-the-store-and-its-people)
  'auth.welcome': 'مرحبًا بك في \u2068{brand}\u2069 للكمبيوتر',
  'auth.panel.tagline': 'أجهزة ألعاب ولابتوبات وشاشات وبرامج، مع التوصيل في جميع أنحاء الإمارات.',
  'auth.panel.delivery': 'التوصيل إلى الإمارات السبع',
  'auth.panel.vat': 'الأسعار بالدرهم الإماراتي شاملة ضريبة القيمة المضافة',
  'auth.panel.payment': 'الدفع نقدًا أو بالبطاقة عند الاستلام',
  'auth.field.name': 'الاسم الكامل',
  'auth.field.email': 'البريد الإلكتروني',
  'auth.field.phone': 'رقم الهاتف',
  'auth.field.password': 'كلمة المرور',
  'auth.placeholder.email': 'you@example.com',
  'auth.placeholder.phone': '+971 50 123 4567',
  'auth.hint.phone': 'يمكن كتابة الأرقام الإماراتية بالشكل \u2066050 123 4567\u2069.',
  'auth.hint.password': '8 أحرف على الأقل.',
  'auth.registeredNotice': 'حسابك جاهز. سجّل الدخول للمتابعة.',
  'auth.login.pageTitle': 'تسجيل الدخول',
  'auth.login.metaDescription': 'سجّل الدخول إلى حسابك لإتمام الشراء بسرعة أكبر ومتابعة طلباتك.',
  'auth.login.title': 'سجّل الدخول إلى حسابك',
  'auth.login.subtitle': 'أهلًا بعودتك إلى \u2068{brand}\u2069. أدخل بريدك الإلكتروني وكلمة المرور.',
  'auth.login.submit': 'تسجيل الدخول',
  'auth.login.pending': 'جارٍ تسجيل الدخول…',
  'auth.login.noAccount': 'جديد لدينا؟',
  'auth.login.toRegister': 'أنشئ حسابًا',
  'auth.login.forgot': 'نسيت كلمة المرور؟',
  // Password reset (issue 13 item 1)
  'auth.forgot.pageTitle': 'نسيت كلمة المرور',
  'auth.forgot.metaDescription': 'احصل على رابط لاختيار كلمة مرور جديدة لحسابك.',
  'auth.forgot.title': 'نسيت كلمة المرور؟',
  'auth.forgot.subtitle': 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
  'auth.forgot.submit': 'إرسال رابط إعادة التعيين',
  'auth.forgot.pending': 'جارٍ الإرسال…',
  'auth.forgot.backToLogin': 'العودة إلى تسجيل الدخول',
  'auth.reset.pageTitle': 'اختر كلمة مرور جديدة',
  'auth.reset.metaDescription': 'اختر كلمة مرور جديدة لحسابك.',
  'auth.reset.title': 'اختر كلمة مرور جديدة',
  'auth.reset.subtitle': 'سيتم تسجيل خروجك من أجهزتك الأخرى، وتسجيل دخولك هنا.',
  'auth.reset.field': 'كلمة المرور الجديدة',
  'auth.reset.submit': 'حفظ كلمة المرور وتسجيل الدخول',
  'auth.reset.pending': 'جارٍ الحفظ…',
  'auth.reset.noLink':
    'تحتاج هذه الصفحة إلى الرابط المرسل في رسالة إعادة التعيين. افتح الرابط مرة أخرى، أو اطلب رابطًا جديدًا.',
  'auth.reset.askAgain': 'اطلب رابطًا جديدًا',
  'auth.reset.needsScript': 'تقرأ هذه الصفحة الرابط من بريد إعادة التعيين باستخدام JavaScript. فعّل JavaScript، ثم افتح الرابط مرة أخرى.',
  'auth.register.pageTitle': 'إنشاء حساب',
  'auth.register.metaDescription': 'أنشئ حسابًا واحصل على توصيل مجاني لطلبك الأول.',
  'auth.register.title': 'أنشئ حسابك',
  'auth.register.subtitle': 'يحصل العملاء المسجّلون على توصيل مجاني لطلبهم الأول.',
  'auth.register.submit': 'إنشاء الحساب',
  'auth.register.pending': 'جارٍ إنشاء حسابك…',
  'auth.register.haveAccount': 'لديك حساب بالفعل؟',
  'auth.register.toLogin': 'تسجيل الدخول',
} as const satisfies Record<keyof typeof enAuth, string>;
