// Arabic twins of ../message-texts/shop.ts (issue 12 item 2): the same names, the
// sentences an Arabic-speaking shopper in the UAE reads. Amounts in Arabic use the
// sign "د.إ", as Intl writes AED for ar-AE; digits stay Latin.

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

// The storefront fallback of a failed page (docs/store-rules.md#fallbacks)
export const UNEXPECTED_APP_ERROR = 'حدث خطأ غير متوقع في التطبيق!';

// Server messages (docs/store-rules.md#7-the-api and #6-roles-and-security)
export const NOT_SIGNED_IN = 'يُرجى تسجيل الدخول للمتابعة';

// The home page's notice once an account is deleted (docs/decisions/031)
export const ACCOUNT_DELETED = 'تم حذف حسابك';
