// Arabic twins of ../message-texts/cart.ts: the same names, the same {placeholders},
// Arabic words and Latin digits.

// Validation (docs/store-rules.md#5-validation)
export const STOCK_LIMIT = 'الكمية المتوفرة في المخزون {n} فقط';
export const STOCK_LIMIT_TITLE = 'حد المخزون';
export const QUANTITY_MIN = 'لا يمكن أن تقل الكمية عن 1';
export const PRODUCT_ID_MISSING = 'معرّف المنتج مفقود';

// Success toasts (docs/store-rules.md#5-validation)
export const CART_ADDED = 'تم بنجاح: أُضيف المنتج إلى السلة!';
export const CART_QUANTITY_UPDATED = 'تم التحديث: أصبحت الكمية {n}';
export const CART_REMOVED = 'تم بنجاح: أُزيل المنتج من السلة';

// Cart and orders (issue "Cart, checkout, orders")
export const CART_ITEM_NOT_FOUND = 'هذا المنتج ليس في سلتك';

// Limits on what an anonymous visitor can take (issue 15 item 8, docs/store-rules.md#limits)
export const QUANTITY_LIMIT = 'الحد الأقصى لكل منتج في الطلب الواحد هو {n}';
export const QUANTITY_LIMIT_TITLE = 'حد الكمية';
