// The About Us page in Arabic: the twin of en-about.ts (issue 12 item 2).
// A plain object: the language mechanism (lib/i18n.ts) loads it for Arabic pages.
// Names that may be Latin inside an Arabic sentence sit between U+2068 and U+2069
// (first-strong isolate), so punctuation around them lands on the right side.
import type { enAbout } from './en-about';

export const arAbout = {
  // About
  'about.intro':
    'يبيع متجر \u2068{brand}\u2069 للكمبيوتر أجهزة الألعاب واللابتوبات والشاشات وتراخيص البرامج والإكسسوارات من العلامات التجارية التي يثق بها اللاعبون وصنّاع المحتوى، بأسعار بالدرهم الإماراتي شاملة ضريبة القيمة المضافة.',
  'about.delivery.title': 'التوصيل في جميع أنحاء الإمارات',
  'about.delivery.text':
    'نوصّل إلى الإمارات السبع كلها. {charges} ويحصل العملاء المسجّلون على توصيل مجاني لطلبهم الأول.',
  'about.delivery.emirates': 'الإمارات التي نوصّل إليها',
  'about.payment.title': 'الدفع عند الاستلام',
  'about.payment.text': 'ادفع نقدًا أو بالبطاقة عند وصول طلبك: لا دفع عبر الإنترنت، ولا دفع قبل أن ترى طلبك.',
  'about.payment.vat':
    'الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة بنسبة {rate}%: السعر الذي تراه هو السعر الذي تدفعه.',
  'about.contact.title': 'تواصل معنا',
  'about.contact.text': 'لديك سؤال عن منتج أو طلب أو تجميعة مخصّصة؟ اتصل بفريقنا أو راسله.',

  // Page meta
  'page.about.title': 'من نحن',
  'page.about.description': 'تعرّف علينا وعلى طريقة توصيلنا في جميع أنحاء الإمارات.',
} as const satisfies Record<keyof typeof enAbout, string>;
