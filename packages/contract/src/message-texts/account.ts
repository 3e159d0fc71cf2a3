// The customer's own data (issue 13 item 9, docs/decisions/031): downloading it and
// deleting the account. A module of its own, so that only the account page's
// JavaScript carries these sentences. Part of `messages` (../messages.ts).

export const DELETE_ACCOUNT_CONFIRM_REQUIRED = 'Tick the box to confirm that you want to delete your account';
export const DELETE_ACCOUNT_WRONG_PASSWORD = 'The password is not correct';
export const DELETE_ACCOUNT_OPEN_ORDERS =
  'You have orders that are not delivered yet ({orders}). Cancel them or wait until they arrive, then delete your account';
export const DELETE_ACCOUNT_LAST_ADMIN =
  "You are the store's only admin. Make another user an admin before deleting your account";
export const DELETE_ACCOUNT_FAILED = 'Your account could not be deleted. Please try again';
export const TOO_MANY_DATA_EXPORTS = 'You have downloaded your data several times in the last hour. Please try again later';
export const DATA_EXPORT_FAILED = 'Your data could not be downloaded. Please try again';
