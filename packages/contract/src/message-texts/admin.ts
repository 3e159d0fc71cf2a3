// What only the admin screens show: their fallbacks (spec section 8) and the answers of
// the catalogue, slides, sales and image tools.
// Part of `messages` (../messages.ts).

// Spec section 5: validation
export const BRAND_REQUIRED = 'Brand name is required';
export const CATEGORY_REQUIRED = 'Category name is required';

// Spec section 8: cart, auth and user fallbacks
export const FETCH_USERS_FAILED = 'Failed to fetch users';
export const UPDATE_USER_FAILED = 'Failed to update user';
export const DELETE_USER_FAILED = 'Failed to delete user';
export const UPDATE_FAILED = 'Update failed';
export const FETCH_USER_FAILED = 'Failed to fetch user';
export const SEND_RESET_LINK_FAILED = 'Failed to send the password reset link';

// Spec section 8: order, search and dashboard fallbacks
export const UPDATE_ORDER_STATUS_FAILED = 'Failed to update order status';
export const DELETE_ORDER_FAILED = 'Failed to delete order';
export const FETCH_DASHBOARD_FAILED = 'Failed to fetch dashboard data';
export const MONTHLY_SALES_FAILED = 'Server error';

// Catalogue administration
export const PRODUCT_CREATED = 'Product added successfully';
export const PRODUCT_UPDATED = 'Product updated successfully';
export const PRODUCT_DELETED = 'Product deleted successfully';
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
export const IMAGE_STORAGE_UNAVAILABLE = 'Image storage is unavailable right now. Please try again in a moment';

// Coupon codes (issue 14 item 2, docs/decisions/033)
export const COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists';
export const COUPON_PERCENT_INVALID = 'A percentage must be a whole number from 1 to 100';
export const COUPON_DATES_INVALID = 'The end must be after the start';
export const COUPON_SAVED = 'Coupon saved';
