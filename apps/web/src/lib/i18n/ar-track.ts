// /shop/track in Arabic: the twin of en-track.ts (issue 12 item 2).
// A plain object: the language mechanism (lib/i18n.ts) loads it for Arabic pages.
// A name inside an Arabic sentence sits between U+2068 and U+2069 (first-strong
// isolate); the phone number between U+2066 and U+2069 (left-to-right isolate),
// so its digit groups keep their order.
import type { enTrack } from './en-track';

export const arTrack = {
  'track.intro':
    'أدخل رقم الطلب الوارد في رسالتك الإلكترونية، والبريد الإلكتروني أو رقم الهاتف الذي استخدمته عند الشراء.',
  'track.formTitle': 'ابحث عن طلبك',
  'track.orderNumber': 'رقم الطلب',
  'track.orderNumberHint': 'يبدأ بـ \u2066FC-\u2069، مثل \u2066FC-7K3M-9QXD\u2069.',
  'track.contact': 'البريد الإلكتروني أو رقم الهاتف',
  'track.find': 'ابحث عن طلبي',
  'track.finding': 'جارٍ البحث عن طلبك…',
  'track.anotherOrder': 'تتبّع طلبًا آخر',
  'track.lookupOnly': 'لعرض مفاتيح الترخيص أو تنزيل الفاتورة أو إلغاء هذا الطلب، افتح الرابط في رسالة طلبك الإلكترونية أو سجّل الدخول إلى حسابك.',
  'track.greeting': 'مرحبًا \u2068{name}\u2069، هذا طلبك.',
  'track.placedOn': 'تاريخ الطلب {date}',
  'track.items': 'المنتجات',
  'track.deliverTo': 'عنوان التوصيل',
  'track.addressMasked': 'أُخفي جزء منه حفاظًا على خصوصيتك.',
  'track.apartment': 'شقة {value}',
  'track.payment': 'الدفع',
  'track.history': 'سجل الطلب',
  'track.historyPlaced': 'تم تقديم الطلب',
  'track.historyCancelledByYou': 'ألغيته أنت',
  'track.historyByStore': '{status} بواسطة المتجر',
  'track.cancelTitle': 'إلغاء هذا الطلب',
  'track.cancelText':
    'يمكنك الإلغاء ما دام الطلب قيد الانتظار أو مؤكَّدًا. تعود المنتجات إلى البيع ولا يترتب عليك أي مبلغ.',
  'track.cancelReason': 'ما سبب الإلغاء؟',
  'track.cancelReasonHint': 'بضع كلمات تساعدنا على التحسين، مثل «طلبت الطراز الخطأ».',
  'track.cancelConfirm': 'إلغاء الطلب',
  'track.cancelling': 'جارٍ الإلغاء…',
  'track.cancelled': 'تم إلغاء طلبك. أرسلنا إليك رسالة بالبريد الإلكتروني.',
  'track.notCancellable': 'لم يعد بالإمكان إلغاء هذا الطلب عبر الإنترنت. يُرجى الاتصال بنا على \u2066{phone}\u2069.',
  'track.backToAccount': 'العودة إلى طلباتي',
  'page.track.title': 'تتبّع طلبك',
  'page.track.description': 'اطّلع على حالة طلبك وألغِه ما دام قيد الانتظار أو مؤكَّدًا.',
} as const satisfies Record<keyof typeof enTrack, string>;
