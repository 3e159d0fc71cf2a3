// Arabic twins of ../message-texts/track.ts (issue 12 item 2): the tracking page's
// sentences, with the same names. Order numbers written into a sentence as examples
// are Latin, as they are on the e-mail and the order.

/** The one answer to a wrong number, a wrong contact, or both: it never tells which orders exist. */
export const TRACK_NOT_FOUND =
  'لم نعثر على طلب بهذا الرقم وهذا البريد الإلكتروني أو رقم الهاتف. يُرجى التحقق منهما والمحاولة مرة أخرى';
export const TRACK_LINK_INVALID =
  'رابط التتبّع هذا غير صالح. أدخل رقم طلبك والبريد الإلكتروني أو رقم الهاتف الذي استخدمته بدلًا من ذلك';
export const TRACK_LINK_EXPIRED =
  'انتهت صلاحية رابط التتبّع هذا. أدخل رقم طلبك والبريد الإلكتروني أو رقم الهاتف الذي استخدمته بدلًا من ذلك';
export const TRACK_LINKS_REVOKED = 'لم تعد روابط تتبّع هذا الطلب المرسلة حتى الآن تعمل';
export const REVOKE_TRACK_LINKS_FAILED = 'تعذّر إلغاء روابط التتبّع';
export const TOO_MANY_TRACK_LOOKUPS =
  'عمليات بحث كثيرة عن الطلبات من شبكتك. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة';
export const TRACK_NUMBER_INVALID = 'أدخل رقم الطلب الوارد في رسالتك الإلكترونية، مثل FC-7K3M-9QXD';
export const TRACK_CONTACT_REQUIRED = 'أدخل البريد الإلكتروني أو رقم الهاتف الذي استخدمته عند الشراء';
export const CANCEL_REASON_INVALID = 'أخبرنا بسبب الإلغاء في 3 إلى 300 حرف';
export const ORDER_NOT_CANCELLABLE =
  'حالة هذا الطلب «{status}» ولم يعد بالإمكان إلغاؤه عبر الإنترنت. يمكن إلغاء الطلبات ما دامت حالتها {allowed}. يُرجى الاتصال بنا بشأنه';
export const ORDER_CANCELLED_BY_CUSTOMER = 'تم إلغاء طلبك';
/** Its licence keys were e-mailed: they cannot be taken back (docs/decisions/030). */
export const ORDER_KEYS_SENT = 'أُرسلت إليك مفاتيح الترخيص لهذا الطلب، لذا لم يعد بالإمكان إلغاؤه عبر الإنترنت. يُرجى الاتصال بنا بشأنه';
