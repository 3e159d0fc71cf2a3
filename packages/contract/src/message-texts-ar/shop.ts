// Arabic twins of ../message-texts/shop.ts (issue 12 item 2): the same names, the
// sentences an Arabic-speaking shopper in the UAE reads. Amounts in Arabic use the
// sign "د.إ", as Intl writes AED for ar-AE; digits stay Latin.

// Validation (docs/store-rules.md#5-validation)
export const STOCK_LIMIT = 'الكمية المتوفرة في المخزون {n} فقط';
export const STOCK_LIMIT_TITLE = 'حد المخزون';
export const QUANTITY_MIN = 'لا يمكن أن تقل الكمية عن 1';
export const PRODUCT_ID_MISSING = 'معرّف المنتج مفقود';

// Success toasts (docs/store-rules.md#5-validation)
export const CART_ADDED = 'تم بنجاح: أُضيف المنتج إلى السلة!';
export const CART_QUANTITY_UPDATED = 'تم التحديث: أصبحت الكمية {n}';
export const CART_REMOVED = 'تم بنجاح: أُزيل المنتج من السلة';

// Cart, auth and user fallbacks (docs/store-rules.md#fallbacks)
export const FETCH_CART_FAILED = 'تعذّر تحميل السلة';
export const ADD_TO_CART_FAILED = 'تعذّرت الإضافة إلى السلة';
export const REMOVE_ITEM_FAILED = 'تعذّرت إزالة المنتج';
export const UPDATE_QUANTITY_FAILED = 'تعذّر تحديث الكمية';
export const REGISTRATION_FAILED = 'تعذّر إنشاء الحساب';
export const LOGIN_FAILED = 'تعذّر تسجيل الدخول';
export const SESSION_EXPIRED = 'انتهت صلاحية الجلسة';

// Password reset fallbacks (issue 13 item 1)
export const RESET_REQUEST_FAILED = 'تعذّر إرسال رابط إعادة التعيين';
export const RESET_PASSWORD_FAILED = 'تعذّر تغيير كلمة المرور';

// Order, search and dashboard fallbacks (docs/store-rules.md#fallbacks)
export const PLACE_ORDER_FAILED = 'تعذّر تأكيد الطلب';
export const FETCH_ORDERS_FAILED = 'تعذّر تحميل الطلبات';
export const SEARCH_FAILED = 'تعذّر البحث';
export const SERVER_ERROR = 'خطأ في الخادم';
export const UNEXPECTED_APP_ERROR = 'حدث خطأ غير متوقع في التطبيق!';

// Server messages (docs/store-rules.md#7-the-api and #6-roles-and-security)
export const NOT_SIGNED_IN = 'يُرجى تسجيل الدخول للمتابعة';

// Cart and orders (issue "Cart, checkout, orders")
export const CART_ITEM_NOT_FOUND = 'هذا المنتج ليس في سلتك';

// Limits on what an anonymous visitor can take (issue 15 item 8, docs/store-rules.md#limits)
export const QUANTITY_LIMIT = 'الحد الأقصى لكل منتج في الطلب الواحد هو {n}';
export const QUANTITY_LIMIT_TITLE = 'حد الكمية';
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
export const REVIEW_TEXT_TOO_LONG = 'يمكن أن يتكوّن التقييم من {max} حرف على الأكثر';
export const REVIEW_SAVED = 'شكرًا لك، تم حفظ تقييمك';
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
