import { z } from 'zod';
import { LIMITS } from '../lists';
import { messages } from '../messages';
import { userSchema } from './auth';
import { cartSchema } from './cart';
import { orderSchema, storedDeliveryAddressSchema } from './order';
import { savedBuildSchema } from './builds';
import { savedAddressSchema } from './addresses';

// The customer's own data (issue 13 item 9, docs/decisions/031).

/** POST /auth/account/delete: the password typed again and an explicit yes. */
export const deleteAccountRequestSchema = z.object({
  password: z.string({ message: messages.PASSWORD_REQUIRED }).min(1, { message: messages.PASSWORD_REQUIRED }).max(LIMITS.passwordMax),
  confirm: z.literal(true, { message: messages.DELETE_ACCOUNT_CONFIRM_REQUIRED }),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** A signed-in device: when it signed in and until when it stays signed in; never its token. */
export const accountSessionSchema = z.object({ signedInAt: z.string(), expiresAt: z.string(), current: z.boolean() });

/** A password reset link asked for: its dates only (the link's hash stays in the store). */
export const accountResetRequestSchema = z.object({ requestedAt: z.string(), expiresAt: z.string(), usedAt: z.string().nullable() });

/** An e-mail the store wrote to the customer: its kind, subject (null when composed at sending), order and dates. */
export const accountEmailSchema = z.object({
  kind: z.string(),
  subject: z.string().nullable(),
  orderNumber: z.string().nullable(),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
});

/** An entry of the store's audit trail about the customer or one of their orders; staff are "the store". */
export const accountActivitySchema = z.object({ action: z.string(), summary: z.string(), by: z.enum(['you', 'the store']), at: z.string() });

/** A back-in-stock alert waiting for its product (docs/decisions/037). */
export const accountStockAlertSchema = z.object({
  productId: z.string(),
  title: z.string(),
  email: z.string(),
  language: z.string(),
  requestedAt: z.string(),
});

/** A review the customer wrote (docs/decisions/036): hidden when the store took it off the product page. */
export const accountReviewSchema = z.object({
  productId: z.string(),
  productTitle: z.string(),
  rating: z.number().int(),
  text: z.string(),
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A product the customer saved to their wishlist (docs/decisions/035), by its id and title. */
export const accountWishlistItemSchema = z.object({ productId: z.string(), title: z.string(), addedAt: z.string() });

/** GET /auth/account/data: everything the store holds about the signed-in customer. */
export const accountDataSchema = z.object({
  exportedAt: z.string(),
  store: z.string(),
  profile: userSchema.extend({ updatedAt: z.string() }),
  /** The delivery addresses of the customer's orders, each once (those of the address book are under `savedAddresses`). */
  addresses: z.array(storedDeliveryAddressSchema),
  /** The address book (docs/store-rules.md#address-book), as the account page lists it: the default first. */
  savedAddresses: z.array(savedAddressSchema),
  /** As the account page shows them: with the licence keys delivered for each (docs/decisions/030). */
  orders: z.array(orderSchema),
  cart: cartSchema,
  wishlist: z.array(accountWishlistItemSchema),
  /** The PC builds they saved (docs/decisions/049), as the account page lists them. */
  builds: z.array(savedBuildSchema),
  reviews: z.array(accountReviewSchema),
  sessions: z.array(accountSessionSchema),
  resetLinkRequests: z.array(accountResetRequestSchema),
  emails: z.array(accountEmailSchema),
  activity: z.array(accountActivitySchema),
  stockAlerts: z.array(accountStockAlertSchema),
});
export type AccountData = z.infer<typeof accountDataSchema>;
export const accountDataResponseSchema = z.object({ success: z.literal(true), data: accountDataSchema });

/** "Falcon" on 24 November 2026: falcon-account-data-2026-11-24.json, safe in a Content-Disposition header. */
export function accountDataFileName(storeName: string, at: Date): string {
  const slug = storeName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'store';
  return `${slug}-account-data-${at.toISOString().slice(0, 10)}.json`;
}
