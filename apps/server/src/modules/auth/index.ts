// The public entry of the auth module: what other modules may import of it, and nothing else (docs/decisions/041).
export { deleteUserById, escapeLike, findUserById, lockAdminIds } from './auth.repository';
export { type ConfirmationLinks } from './email-confirmation';
export { toPublicUser, type UserRow } from './public-user';
