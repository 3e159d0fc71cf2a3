// Arabic twins of ../message-texts/shop-pages.ts: the same names, the same
// {placeholders}, Arabic words and Latin digits.

// Order and search fallbacks (docs/store-rules.md#fallbacks)
export const PLACE_ORDER_FAILED = 'تعذّر تأكيد الطلب';
export const FETCH_ORDERS_FAILED = 'تعذّر تحميل الطلبات';
export const SEARCH_FAILED = 'تعذّر البحث';
export const SERVER_ERROR = 'خطأ في الخادم';

// Limits on an order (issue 15 item 8, docs/store-rules.md#limits)
export const GUEST_ORDER_LIMIT =
  'توجد بالفعل طلبات مفتوحة كثيرة لبيانات التواصل هذه أو لهذه الشبكة. يُرجى الانتظار حتى نؤكدها، أو تواصل معنا لطلب المزيد';
export const ACCOUNT_ORDER_LIMIT =
  'طلباتك المفتوحة بلغت الحد المسموح لحساب واحد: {orders} طلبات مفتوحة، أو {units} وحدة من منتج واحد. يُرجى الانتظار حتى نؤكدها، أو تواصل معنا لطلب المزيد';
export const ORDER_TOTAL_TOO_HIGH = 'لا يمكن أن يتجاوز إجمالي الطلب {max}. يُرجى تقسيمه إلى طلبات أصغر';
export const ORDER_TOTAL_INVALID = 'يجب أن يكون الإجمالي بين 0 و 10,000,000 د.إ بمنزلتين عشريتين على الأكثر';
/** Who changed an order's status, as a customer is told: never a staff member's name. */
export const ORDER_CHANGED_BY_STORE = 'المتجر';

// Coupon codes at checkout (issue 14 item 2, docs/decisions/033)
export const COUPON_UNKNOWN = 'رمز القسيمة هذا غير موجود';
export const COUPON_EXPIRED = 'انتهت صلاحية رمز القسيمة هذا';
export const COUPON_NOT_YET_VALID = 'رمز القسيمة هذا غير صالح بعد';
export const COUPON_USED_UP = 'نفدت مرات استخدام رمز القسيمة هذا';
export const COUPON_ALREADY_USED = 'لقد استخدمت رمز القسيمة هذا من قبل';
export const COUPON_MIN_SPEND = 'يتطلب رمز القسيمة هذا مشتريات لا تقل عن {min}';
export const COUPON_NOT_APPLICABLE = 'رمز القسيمة هذا لا ينطبق على المنتجات في سلتك';
export const COUPON_CODE_INVALID = 'أدخل رمز قسيمة من 40 حرفًا أو رقمًا أو شرطة على الأكثر';
export const COUPON_TOO_MANY_ATTEMPTS =
  'جُرّبت رموز قسائم كثيرة جدًا من شبكتك. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة، أو إتمام الطلب من دون رمز';
// Product reviews (issue 14 item 7, docs/decisions/036).
export const REVIEW_NOT_BOUGHT = 'يمكن تقييم هذا المنتج فقط من قِبل العملاء الذين اشتروه';
export const REVIEW_NOT_DELIVERED = 'يمكنك تقييم هذا المنتج بعد توصيل طلبك';
export const REVIEW_EXISTS = 'لقد قيّمت هذا المنتج من قبل. يمكنك تعديل تقييمك بدلًا من ذلك';
export const REVIEW_NOT_FOUND = 'التقييم غير موجود';
export const REVIEW_RATING_INVALID = 'اختر تقييمًا من 1 إلى 5 نجوم';
export const REVIEW_TEXT_TOO_LONG = 'يمكن أن يتكوّن التقييم من 2,000 حرف على الأكثر';
export const REVIEW_SAVED = 'شكرًا لك، تم حفظ تقييمك';
export const TOO_MANY_REVIEW_EDITS = 'لقد عدّلت تقييماتك مرات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة';
/** The wishlist (issue 14 item 6, docs/decisions/035). */
export const WISHLIST_ADDED = 'حُفظ في قائمة الأمنيات';
export const WISHLIST_REMOVED = 'أُزيل من قائمة الأمنيات';
export const WISHLIST_FULL = 'تتسع قائمة الأمنيات لـ 100 منتج على الأكثر. أزل بعضها لتحفظ غيرها';
export const FETCH_WISHLIST_FAILED = 'تعذّر جلب قائمة الأمنيات';
export const WISHLIST_FAILED = 'تعذّر تحديث قائمة الأمنيات. يُرجى المحاولة مرة أخرى';
// تنبيهات توفّر المنتج (issue 14 item 8).
export const STOCK_ALERT_SAVED = 'تم. سنرسل إليك رسالة واحدة عند توفّر المنتج من جديد';
export const STOCK_ALERT_IN_STOCK = 'هذا المنتج متوفر الآن، يمكنك طلبه مباشرة';
export const STOCK_ALERT_EMAIL_REQUIRED = 'أدخل بريدك الإلكتروني';
export const TOO_MANY_QUOTE_REQUESTS = 'طلبات عروض أسعار كثيرة جدًا من شبكتك، يُرجى المحاولة مرة أخرى لاحقًا';
export const TOO_MANY_STOCK_ALERTS = 'طلبات تنبيه كثيرة جدًا، يُرجى المحاولة مرة أخرى لاحقًا';
export const STOCK_ALERTS_PER_EMAIL = 'هذا البريد الإلكتروني ينتظر منتجات كثيرة بالفعل، يُرجى المحاولة بعد توفّر بعضها';
export const STOCK_ALERT_UNSUBSCRIBED = 'تم. لن يصل إلى هذا البريد أي تنبيه توفّر منّا بعد الآن';
export const STOCK_ALERT_LINK_INVALID = 'هذا الرابط لا يعمل، يُرجى استخدام الرابط في آخر رسالة وصلتك';
