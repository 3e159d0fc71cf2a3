// Arabic twins of ../message-texts/server.ts (issue 12 item 2): the server's answers
// as an Arabic-speaking shopper reads them, with the same names. Technical names
// (HTTP methods, headers) stay Latin, between U+2066 and U+2069 (left-to-right
// isolate) so they read in order inside the Arabic sentence.

// Server messages (docs/store-rules.md#7-the-api and #6-roles-and-security)
export const VALIDATION_FAILED = 'يُرجى مراجعة الحقول المحدّدة';
export const NOT_FOUND = 'غير موجود';
export const ROUTE_NOT_FOUND = 'المسار \u2066{method} {url}\u2069 غير موجود';
export const INVALID_ID = 'المعرّف غير صالح';
export const FORBIDDEN = 'ليست لديك صلاحية للقيام بذلك';
export const ADMIN_ONLY = 'للمسؤولين فقط';
export const FOREIGN_ORIGIN = 'تم رفض الطلب: لقد ورد من موقع آخر';
export const REQUEST_REFUSED = 'تعذّر قبول الطلب';
export const TOO_MANY_REQUESTS = 'طلبات كثيرة جدًا، يُرجى المحاولة مرة أخرى لاحقًا';
export const TOO_MANY_LOGINS = 'محاولات تسجيل دخول كثيرة جدًا، يُرجى المحاولة مرة أخرى بعد بضع دقائق';
export const PAYLOAD_TOO_LARGE = 'حجم الطلب كبير جدًا';
export const UNSUPPORTED_MEDIA_TYPE = 'نوع المحتوى غير مدعوم';
export const INVALID_JSON = 'محتوى الطلب ليس بصيغة JSON صالحة';
export const URL_INVALID = 'عنوان هذا الطلب غير صالح';
export const URL_TOO_LONG = 'عنوان هذا الطلب طويل جدًا';
export const HOST_INVALID = 'ترويسة \u2066Host\u2069 في هذا الطلب غير صالحة';
export const TEXT_UNSTORABLE = 'لا يمكن أن يحتوي النص على الحرف الفارغ (NUL) أو على ترميز يونيكود تالف';
export const INVALID_CREDENTIALS = 'البريد الإلكتروني أو كلمة المرور غير صحيحة';
export const EMAIL_TAKEN = 'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل';
export const REGISTERED = 'تم إنشاء الحساب بنجاح';
export const LOGGED_IN = 'تم تسجيل الدخول بنجاح';
export const LOGGED_OUT = 'تم تسجيل الخروج بنجاح';
export const USER_NOT_FOUND = 'المستخدم غير موجود';
export const USER_UPDATED = 'تم تحديث المستخدم بنجاح';
export const USER_DELETED = 'تم حذف المستخدم بنجاح';
export const PROFILE_UPDATED = 'تم تحديث بياناتك بنجاح';
export const CANNOT_DELETE_SELF = 'لا يمكنك حذف حسابك';
export const CANNOT_REMOVE_LAST_ADMIN = 'يجب أن يبقى للمتجر مسؤول واحد على الأقل';
export const WRONG_CURRENT_PASSWORD = 'كلمة المرور الحالية غير صحيحة';
export const PASSWORD_CHANGED = 'تم تغيير كلمة المرور بنجاح';

// Password reset (issue 13 item 1, docs/decisions/020): one neutral answer whether the account exists or not
export const RESET_LINK_SENT =
  'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة خلال 30 دقيقة.';
export const RESET_LINK_INVALID =
  'رابط إعادة تعيين كلمة المرور هذا غير صالح أو مستخدم أو منتهي الصلاحية. يُرجى طلب رابط جديد.';
export const PASSWORD_RESET_DONE = 'تم تغيير كلمة المرور وتسجيل دخولك';
export const TOO_MANY_RESET_REQUESTS = 'طلبات كثيرة جدًا لإعادة تعيين كلمة المرور، يُرجى المحاولة مرة أخرى لاحقًا';
export const TOO_MANY_RESET_ATTEMPTS = 'محاولات كثيرة جدًا بروابط إعادة التعيين، يُرجى المحاولة مرة أخرى لاحقًا';
export const RESET_LINK_SENT_TO_USER = 'تم إرسال رابط إعادة تعيين كلمة المرور إلى \u2066{email}\u2069';

// تأكيد البريد الإلكتروني للحساب (issue 26 item 2)
export const CONFIRM_LINK_INVALID = 'رابط التأكيد هذا غير صالح. سجّل الدخول وأرسل رابطًا جديدًا من صفحة حسابك';
export const CONFIRM_LINK_EXPIRED = 'انتهت صلاحية رابط التأكيد هذا: تعمل الروابط مدة {days} أيام. سجّل الدخول وأرسل رابطًا جديدًا من صفحة حسابك';
export const EMAIL_CONFIRMED = 'تم تأكيد بريدك الإلكتروني';
export const EMAIL_ALREADY_CONFIRMED = 'بريدك الإلكتروني مؤكَّد بالفعل';
export const CONFIRMATION_SENT = 'أرسلنا رابط التأكيد إلى \u2066{email}\u2069';
export const CURRENT_PASSWORD_FOR_EMAIL = 'أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني';
export const EMAIL_CHANGE_PENDING = 'تم حفظ بياناتك. افتح الرابط الذي أرسلناه إلى \u2066{email}\u2069 ليصبح عنوان تسجيل دخولك؛ وإلى ذلك الحين تسجّل الدخول بـ \u2066{current}\u2069';
export const EMAIL_CHANGED = 'أصبح بريدك الإلكتروني \u2066{email}\u2069. سجّل الدخول به من الآن فصاعدًا';
export const TOO_MANY_CONFIRMATION_EMAILS = 'أُرسلت روابط التأكيد عدة مرات خلال الساعة الماضية. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة';

// Catalogue, cart and orders (used by later capabilities)
export const PRODUCT_NOT_FOUND = 'المنتج غير موجود';
export const BRAND_NOT_FOUND = 'العلامة التجارية غير موجودة';
export const CATEGORY_NOT_FOUND = 'الفئة غير موجودة';
export const ORDER_NOT_FOUND = 'الطلب غير موجود';
export const PRODUCT_UNAVAILABLE = 'لم يعد هذا المنتج متوفرًا';
export const ORDER_TOTAL_CHANGED = 'تغيّرت الأسعار: أصبح الإجمالي {total}. يُرجى المراجعة والتأكيد مرة أخرى.';
export const INVALID_STATUS_CHANGE =
  'لا يمكن تحويل طلب حالته «{from}» إلى «{to}». الحالات التالية المسموح بها: {allowed}';

// Cart and orders (issue "Cart, checkout, orders")
export const ORDER_PLACED = 'تم تأكيد الطلب بنجاح';
export const ORDER_STATUS_UPDATED = 'تم تحديث حالة الطلب إلى «{status}»';
export const ORDER_DELETED = 'تم حذف الطلب بنجاح';
export const IDEMPOTENCY_KEY_INVALID = 'يجب أن يتكون \u2066Idempotency-Key\u2069 من 1 إلى 200 حرف';
export const IDEMPOTENCY_KEY_REUSED =
  'سبق استخدام \u2066Idempotency-Key\u2069 هذا لطلب آخر. أرسل مفتاحًا جديدًا لطلب جديد';
export const TOO_MANY_ORDER_ACTIONS = 'طلبات أو إلغاءات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة';

// Get Quote (docs/store-rules.md#get-quote)
export const QUOTE_SENT = 'شكرًا لك! سنرسل إليك عرض السعر قريبًا';
export const QUOTE_NOT_AVAILABLE = 'عروض الأسعار غير متاحة لهذا المنتج';
export const QUOTE_NOT_FOUND = 'طلب عرض السعر غير موجود';
export const QUOTE_HANDLED = 'تم وضع علامة «تمت المعالجة» على طلب عرض السعر';
export const QUOTE_REOPENED = 'تمت إعادة فتح طلب عرض السعر';

// Operations (docs/decisions/018)
export const NOT_READY = 'لا يستطيع المتجر خدمة الطلبات: قاعدة البيانات لا تستجيب';
export const METRICS_TOKEN_REQUIRED = 'أرسل رمز المقاييس في الترويسة \u2066Authorization: Bearer <token>\u2069';

// Catalogue languages (issue 12 item 4, docs/decisions/025)
export const LANG_INVALID = 'يجب أن تكون اللغة \u2066en\u2069 أو \u2066ar\u2069';
// Tax invoices and credit notes (issue 13 items 4 and 5, docs/decisions/026).
export const INVOICE_NOT_FOUND = 'لا توجد فاتورة لهذا الطلب بعد: يصدر المتجر الفاتورة عند تأكيد الطلب';
export const CREDIT_NOTE_NOT_FOUND = 'لا يوجد إشعار دائن لهذا الطلب: يصدر الإشعار عند إلغاء طلب صدرت له فاتورة';
