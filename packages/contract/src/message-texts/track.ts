// The tracking page's sentences (issue 13 items 2 and 3, docs/decisions/021): a module
// of their own, so that only the tracking page's JavaScript carries them, not every
// shop page's (the first visit's budget, e2e/tests/weight.spec.ts).
// Part of `messages` (../messages.ts).

/** The one answer to a wrong number, a wrong contact, or both: it never tells which orders exist. */
export const TRACK_NOT_FOUND = 'We could not find an order with this number and email or phone. Please check both and try again';
export const TRACK_LINK_INVALID = 'This tracking link is not valid. Enter your order number and the email or phone you used instead';
/** A genuine link older than TRACK_LINK_DAYS (issue 26 item 3): the page offers the lookup instead. */
export const TRACK_LINK_EXPIRED = 'This tracking link has expired. Enter your order number and the email or phone you used instead';
/** An order's tracking links were revoked (by the store, or the signed-in buyer). */
export const TRACK_LINKS_REVOKED = "The order's tracking links sent so far no longer work";
export const REVOKE_TRACK_LINKS_FAILED = 'Could not revoke the tracking links';
export const TOO_MANY_TRACK_LOOKUPS = 'Too many order lookups from your network. Please try again in {minutes} minutes';
export const TRACK_NUMBER_INVALID = 'Enter the order number from your email, such as FC-7K3M-9QXD';
export const TRACK_CONTACT_REQUIRED = 'Enter the email or phone number you used at checkout';
export const CANCEL_REASON_INVALID = 'Tell us in 3 to 300 characters why you are cancelling';
export const ORDER_NOT_CANCELLABLE =
  'This order is {status} and can no longer be cancelled online. Orders can be cancelled while they are {allowed}. Please call us about it';
export const ORDER_CANCELLED_BY_CUSTOMER = 'Your order has been cancelled';
/** Its licence keys were e-mailed: they cannot be taken back (docs/decisions/030). */
export const ORDER_KEYS_SENT = 'The licence keys of this order have been sent to you, so it can no longer be cancelled online. Please call us about it';
