// What only the admin screens show: their fallbacks (docs/store-rules.md#fallbacks) and the answers of
// the catalogue, slides, sales and image tools.
// Part of `messages` (../messages.ts).

// Validation (docs/store-rules.md#5-validation)
export const BRAND_REQUIRED = 'Brand name is required';
export const CATEGORY_REQUIRED = 'Category name is required';

// Cart, auth and user fallbacks (docs/store-rules.md#fallbacks)
export const FETCH_USERS_FAILED = 'Failed to fetch users';
export const UPDATE_USER_FAILED = 'Failed to update user';
export const DELETE_USER_FAILED = 'Failed to delete user';
export const UPDATE_FAILED = 'Update failed';
export const FETCH_USER_FAILED = 'Failed to fetch user';
export const SEND_RESET_LINK_FAILED = 'Failed to send the password reset link';

// Order, search and dashboard fallbacks (docs/store-rules.md#fallbacks)
export const UPDATE_ORDER_STATUS_FAILED = 'Failed to update order status';
export const DELETE_ORDER_FAILED = 'Failed to delete order';
export const FETCH_DASHBOARD_FAILED = 'Failed to fetch dashboard data';
export const MONTHLY_SALES_FAILED = 'Server error';

// Catalogue administration
export const PRODUCT_CREATED = 'Product added successfully';
export const PRODUCT_UPDATED = 'Product updated successfully';
export const PRODUCT_DELETED = 'Product deleted successfully';
export const SKU_TAKEN = 'Another product already has this SKU';
export const SKU_INVALID = 'A SKU is 2 to 40 letters, digits or hyphens, starting and ending with a letter or digit';
// Delivery settings (/admin/settings, docs/decisions/032)
export const DELIVERY_FEE_INVALID = 'Enter a fee in AED from 0 to 1,000, with up to 2 decimals, or leave it empty';
export const FREE_DELIVERY_THRESHOLD_INVALID = 'Enter an amount in AED with up to 2 decimals, or leave it empty';
export const DELIVERY_SETTINGS_SAVED = 'Delivery settings saved';
export const BRAND_CREATED = 'Brand added successfully';
export const BRAND_UPDATED = 'Brand updated successfully';
export const BRAND_DELETED = 'Brand deleted successfully';
export const BRAND_NAME_TAKEN = 'A brand with this name already exists';
export const BRAND_IN_USE_ONE = 'This brand is used by 1 product. Move or delete it first';
export const BRAND_IN_USE = 'This brand is used by {n} products. Move or delete them first';
export const CATEGORY_CREATED = 'Category added successfully';
export const CATEGORY_UPDATED = 'Category updated successfully';
export const CATEGORY_DELETED = 'Category deleted successfully';
export const CATEGORY_NAME_TAKEN = 'A category with this name already exists';
export const CATEGORY_IN_USE_ONE = 'This category is used by 1 product. Move or delete it first';
export const CATEGORY_IN_USE = 'This category is used by {n} products. Move or delete them first';

// Home page slides (/admin/features)
export const FEATURE_NOT_FOUND = 'Slide not found';
export const FEATURE_CREATED = 'Slide added successfully';
export const FEATURE_UPDATED = 'Slide updated successfully';
export const FEATURE_DELETED = 'Slide deleted successfully';
export const FEATURES_REORDERED = 'Slides reordered';
export const FEATURE_IDS_REPEATED = 'Each slide may appear only once';
export const LINK_INVALID = 'Enter a store path such as /shop/listing or a full https:// address';

// Sales and dashboard
export const YEAR_INVALID = 'Choose a year between 2000 and 2100';

// Image uploads
export const IMAGE_REQUIRED = 'Choose an image to upload';
export const IMAGE_UNSUPPORTED = 'Only JPEG, PNG or WebP images can be uploaded';
export const IMAGE_TOO_MANY_PIXELS = 'The image is too large: at most 50 megapixels';
export const IMAGE_UNREADABLE = 'The image could not be read. Please try another file';
export const IMAGE_FILE_TOO_LARGE = 'The image is too large: at most {mb} MB';
export const IMAGE_UPLOADED = 'Image uploaded';
export const GALLERY_TOO_MANY = 'A product has at most 8 photos';
export const GALLERY_DUPLICATE = 'The same photo is in the gallery twice';
export const IMAGE_STORAGE_UNAVAILABLE = 'Image storage is unavailable right now. Please try again in a moment';

// Software licence keys (issue 13 item 8, docs/decisions/030): admin only, English
export const LICENCE_KEYS_REQUIRED = 'Paste at least one licence key, one per line, or upload a CSV file';
export const LICENCE_KEYS_TOO_MANY = 'Add at most 1000 licence keys at a time';
export const LICENCE_KEY_INVALID = 'Line {line}: a licence key is 5 to 200 letters, digits and - _ . + / = with no spaces';
export const LICENCE_KEY_REPEATED = 'Line {line}: this key is already on an earlier line';
export const LICENCE_KEY_DUPLICATE = 'Line {line}: this key is already stored';
export const LICENCE_KEYS_REFUSED = 'No keys were added. Fix the lines below and add them again';
export const LICENCE_KEYS_ADDED = '{n} licence keys added';
export const LICENCE_DELIVERY_SAVED = 'Delivery saved';
export const LICENCE_KEYS_SHORT =
  'Not enough licence keys for "{title}": this order needs {needed} and {available} are left. Add keys to the product, then confirm the order';
// Shipping (issue 13 item 8): the courier and tracking number given when an order is marked shipped
export const COURIER_INVALID = 'Choose a courier from the list';
export const TRACKING_NUMBER_INVALID = 'Enter the tracking number as the courier gives it: 6 to 40 letters and digits';
export const TRACKING_NEEDS_COURIER = 'Choose the courier of this tracking number';
export const SHIPMENT_ONLY_WHEN_SHIPPED = 'A courier and tracking number can be given only when the order is marked shipped';
// Coupon codes (issue 14 item 2, docs/decisions/033)
export const COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists';
export const COUPON_PERCENT_INVALID = 'A percentage must be a whole number from 1 to 100';
export const COUPON_DATES_INVALID = 'The end must be after the start';
export const COUPON_SAVED = 'Coupon saved';

// Moderating reviews (issue 14 item 7, docs/decisions/036).
export const REVIEW_REASON_REQUIRED = 'Give the reason for hiding or showing this review';
export const REVIEW_HIDDEN = 'The review is hidden';
export const REVIEW_SHOWN = 'The review is shown again';

// The catalogue as a CSV file (issue 14 item 9, docs/decisions/038): admin only, English.
export const CSV_NOT_UTF8 = 'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)"';
export const CSV_FILE_TOO_LARGE = 'The file is too large: at most {mb} MB';
export const CSV_EMPTY = 'The file is empty: it needs a header line and at least one product';
export const CSV_HEADER_MISSING = 'The header has no "{column}" column';
export const CSV_HEADER_UNKNOWN = 'The header has an unknown column "{column}"';
export const CSV_HEADER_REPEATED = 'The header has the column "{column}" twice';
export const CSV_ROW_UNREADABLE = 'This line cannot be read as CSV: {reason}';
export const CSV_CELL_COUNT = 'This row has {n} cells; the header has {expected}';
export const CSV_BAD_ENCODING = 'This row has characters that are not UTF-8 text';
export const CSV_SKU_REQUIRED = 'Every row needs a SKU';
export const CSV_SKU_REPEATED = 'The SKU is already on line {line}';
export const CSV_NUMBER_INVALID = 'Write a plain number such as 1299.50 (no currency, no thousands separator)';
export const CSV_WHOLE_NUMBER_INVALID = 'Write a whole number such as 12';
export const CSV_YES_NO_INVALID = 'Write yes or no';
export const CSV_BRAND_UNKNOWN = 'No brand is called "{name}". Add it on the Brands page first';
export const CSV_CATEGORY_UNKNOWN = 'No category is called "{name}". Add it on the Category page first';
export const CSV_SPEC_INVALID = 'Write specifications as "Label: Value | Label: Value"';
export const CSV_SPEC_AR_MISMATCH = 'The Arabic specifications have {n} rows; the English have {expected}';
export const CSV_IMAGE_UNKNOWN = 'No uploaded image has the address "{url}". Upload it first, then use its address';
export const CSV_IMPORT_REFUSED = 'Nothing was imported: the file has problems ({n}). Run the check and fix them first';
export const CSV_IMPORT_DONE = 'Import finished: {created} created, {updated} updated, {unchanged} unchanged';
export const CSV_IMPORT_STOPPED = 'The import stopped after {done} of {total} rows: {reason}. The rows before it are saved; run the import again to finish';
export const CSV_IMPORT_JOB_NOT_FOUND = 'Import not found';

// A category's typed attributes (issue 24 item 1, docs/decisions/048): admin only, English.
export const ATTRIBUTE_CODE_INVALID = 'Write the code in 1 to 40 lower-case letters, digits or underscores, starting with a letter';
export const ATTRIBUTE_TYPE_INVALID = 'Choose the type: choice, multi_choice, number or boolean';
export const ATTRIBUTE_CHOICES_REQUIRED = 'A choice attribute needs at least one choice';
export const ATTRIBUTE_CHOICES_NOT_ALLOWED = 'Only a choice attribute has choices';
export const ATTRIBUTE_CHOICE_REPEATED = 'Each choice may be listed once';
export const ATTRIBUTE_UNIT_NOT_ALLOWED = 'Only a number attribute has a unit';
export const ATTRIBUTE_UNKNOWN = 'This product’s category has no attribute "{code}"';
export const ATTRIBUTE_CHOICE_INVALID = 'Choose one of: {choices}';
export const ATTRIBUTE_CHOICES_INVALID = 'Choose any of: {choices}';
export const ATTRIBUTE_NUMBER_INVALID = 'Enter a number';
export const ATTRIBUTE_BOOLEAN_INVALID = 'Choose yes or no';
export const ATTRIBUTE_NOT_FOUND = 'Attribute not found';
export const ATTRIBUTE_CODE_TAKEN = 'This category already has an attribute with this code';
export const ATTRIBUTE_CHANGE_BLOCKED =
  'The values of {n} products cannot be converted to this definition: change or clear them first';
export const ATTRIBUTE_CREATED = 'Attribute created';
export const ATTRIBUTE_UPDATED = 'Attribute updated';
export const ATTRIBUTE_DELETED = 'Attribute deleted';
