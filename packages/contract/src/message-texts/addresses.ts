// The customer's address book (issue 27 item 2, docs/store-rules.md#address-book):
// the account page's Addresses section and /api/shop/addresses. Part of `messages` (../messages.ts).

export const ADDRESS_SAVED = 'Address saved';
export const ADDRESS_UPDATED = 'Address updated';
export const ADDRESS_DELETED = 'Address deleted';
export const ADDRESS_NOT_FOUND = 'Address not found';
export const ADDRESSES_FULL = 'You can save at most {n} addresses. Delete one to save another';
export const MAKANI_INVALID = 'A Makani number has exactly 10 digits';
