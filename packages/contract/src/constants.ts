// Business constants of docs/store-rules.md#9-constants-and-limits and the decisions of docs/store-rules.md#10-orders-stock-and-money.

export const CURRENCY = 'AED' as const;
export const LOCALE = 'en-AE' as const;

export const FIRST_PAGE = 1;
export const MAX_LIMIT = 100;
// Page sizes, the lists a schema checks against and the limits of each field: ./lists.ts.

export const NEW_ARRIVALS_DAYS = 30;

/** The longest review text; here and not beside the review schemas, so the review form loads no zod (docs/decisions/054). */
export const REVIEW_TEXT_MAX = 2000;

/** The store's clock: sales are counted by month and year here (UTC+4, no daylight saving). */
export const STORE_TIME_ZONE = 'Asia/Dubai' as const;
/** The years the sales page may ask for. */
export const SALES_YEAR_MIN = 2000;
export const SALES_YEAR_MAX = 2100;
/** The dashboard lists products with this many or fewer in stock. */
export const LOW_STOCK_THRESHOLD = 5;
export const LAST_ADDED_COUNT = 12;
export const RELATED_PRODUCTS_COUNT = 8;
export const RANDOM_PRODUCTS_COUNT = 8;
export const SUGGESTIONS_COUNT = 8;

export const GUEST_CART_KEY = 'guest_cart';
export const GUEST_ID_KEY = 'guestId';

export const TOAST_LIMIT = 1;
export const TOAST_SUCCESS_DURATION_MS = 3000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
// The "menu hover delay 100 ms, pointer grace period 300 ms" of docs/store-rules.md#9-constants-and-limits are
// timings of a menu that opens on hover and of its submenus. The store has no
// such menu: the avatar menu and the admin drawer open on a click or a key,
// and Radix's own submenu grace is not configurable. The two constants were
// declared and never read, so they are gone (issue 11 item 10); a hover menu,
// if one comes, takes them back from here.

/** Prices include VAT at this rate (docs/store-rules.md#delivery-fee-and-vat). */
export const VAT_RATE_PERCENT = 5;
export const DEFAULT_DELIVERY_FEE_AED = 25;
/** Units of one product one order may take (`MAX_UNITS_PER_PRODUCT`): no guest empties a product's stock. */
export const DEFAULT_MAX_UNITS_PER_PRODUCT = 10;

/** Cash on delivery's own fee (`COD_FEE_AED`), priced by the one pricing function (docs/decisions/029). */
export const DEFAULT_COD_FEE_AED = 0;

/** Widths of the WebP variants made for every product image. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
