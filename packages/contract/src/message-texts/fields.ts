// Field formats (docs/store-rules.md#field-formats): the schemas' sentences, shown next to a form's fields.
// Part of `messages` (../messages.ts).

// Field formats (docs/store-rules.md#field-formats)
export const NAME_REQUIRED = 'Name is required';
export const NAME_TOO_LONG = 'Name must be at most 100 characters';
export const EMAIL_INVALID = 'Enter a valid email address';
export const PHONE_INVALID = 'Enter a valid phone number';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';
export const PASSWORD_TOO_LONG = 'Password must be at most 128 characters';
export const PASSWORD_REQUIRED = 'Password is required';
export const TITLE_REQUIRED = 'Title is required';
export const PRICE_INVALID = 'Enter a price between 0 and 1,000,000 AED with at most 2 decimals';
export const SALE_PRICE_NOT_BELOW = 'Sale price must be below the price';
export const STOCK_INVALID = 'Stock must be a whole number between 0 and 100,000';
export const EMIRATE_INVALID = 'Choose one of the seven emirates';
export const FIELD_REQUIRED = 'This field is required';
export const FIELD_INVALID = 'This value is not valid';
/** A single-line field with a line break or another control character (issue 26 item 11). */
export const FIELD_ONE_LINE = 'Write this on one line, without line breaks or control characters';
export const CATEGORY_CHOICE_REQUIRED = 'Choose a category';
export const BRAND_CHOICE_REQUIRED = 'Choose a brand';
export const DELIVERY_ADDRESS_REQUIRED = 'Enter the delivery address';
export const ORDER_ITEMS_REQUIRED = 'The order needs at least one product';
export const ORDER_STATUS_INVALID = 'Choose one of the order statuses';
// A business buyer at checkout (issue 13 item 4): the company's TRN goes on the tax invoice.
export const COMPANY_TRN_INVALID = 'Enter the company TRN as 15 digits, or leave it empty';
