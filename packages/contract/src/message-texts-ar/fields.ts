// Arabic twins of ../message-texts/fields.ts (issue 12 item 2): the schemas' sentences
// shown next to a form's fields, with the same names. Digits stay Latin.

// Field formats (docs/store-rules.md#field-formats)
export const NAME_REQUIRED = 'الاسم مطلوب';
export const NAME_TOO_LONG = 'يجب ألا يزيد الاسم على 100 حرف';
export const EMAIL_INVALID = 'أدخل بريدًا إلكترونيًا صحيحًا';
export const PHONE_INVALID = 'أدخل رقم هاتف صحيحًا';
export const PASSWORD_TOO_SHORT = 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل';
export const PASSWORD_TOO_LONG = 'يجب ألا تزيد كلمة المرور على 128 حرفًا';
export const PASSWORD_REQUIRED = 'كلمة المرور مطلوبة';
export const TITLE_REQUIRED = 'العنوان مطلوب';
export const PRICE_INVALID = 'أدخل سعرًا بين 0 و 1,000,000 د.إ بمنزلتين عشريتين على الأكثر';
export const SALE_PRICE_NOT_BELOW = 'يجب أن يكون سعر التخفيض أقل من السعر الأصلي';
export const STOCK_INVALID = 'يجب أن يكون المخزون عددًا صحيحًا بين 0 و 100,000';
export const EMIRATE_INVALID = 'اختر إحدى الإمارات السبع';
export const FIELD_REQUIRED = 'هذا الحقل مطلوب';
export const FIELD_INVALID = 'هذه القيمة غير صالحة';
export const FIELD_ONE_LINE = 'اكتب هذا في سطر واحد، دون فواصل أسطر أو أحرف تحكّم';
export const CATEGORY_CHOICE_REQUIRED = 'اختر فئة';
export const BRAND_CHOICE_REQUIRED = 'اختر علامة تجارية';
export const DELIVERY_ADDRESS_REQUIRED = 'أدخل عنوان التوصيل';
export const ORDER_ITEMS_REQUIRED = 'يجب أن يحتوي الطلب على منتج واحد على الأقل';
export const ORDER_STATUS_INVALID = 'اختر إحدى حالات الطلب';
// A business buyer at checkout (issue 13 item 4): the company's TRN goes on the tax invoice.
export const COMPANY_TRN_INVALID = 'أدخل الرقم الضريبي للشركة من 15 رقمًا، أو اتركه فارغًا';
