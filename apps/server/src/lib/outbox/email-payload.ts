import type { Language, Order, QuoteRequest } from '@store/contract';

// What an outbox row asks to send (docs/decisions/028). The transaction that
// makes a change writes this data only; the worker renders it into subject,
// HTML and text when it sends, so no request waits for a template, and a new
// kind of e-mail (or an attachment, such as the invoice of issue 13 item 5) is
// a new member of this union and its renderer, not a new column.

/** A low-stock product as the digest lists it. */
export interface LowStockLine {
  id: string;
  title: string;
  totalStock: number;
}

/**
 * What a back-in-stock e-mail shows, read by the worker when it sends
 * (docs/decisions/037): the product as it is then, and the links.
 */
export interface BackInStockDetails {
  title: string;
  /** Today's price in AED (the sale price when there is one). */
  priceAed: number;
  productUrl: string;
  unsubscribeUrl: string;
}

/** A Get Quote request as its two e-mails show it (issue 26 item 16). */
export type QuoteDetails = Pick<QuoteRequest, 'productTitle' | 'name' | 'email' | 'phone' | 'quantity' | 'message'>;

/** The store's alerts to its own addresses (STORE_EMAIL, ORDER_ALERT_EMAIL), in English; the worker sends them together. */
export type StoreAlertPayload =
  /** The store's copy of a customer's cancellation (STORE_EMAIL). */
  | { template: 'store_cancellation'; order: Order; reason: string }
  /** A new order, to the addresses of ORDER_ALERT_EMAIL. */
  | { template: 'order_alert'; order: Order; adminUrl: string | null }
  /** A new Get Quote request, to the store's address (STORE_EMAIL). */
  | { template: 'quote_alert'; quote: QuoteDetails; adminUrl: string | null };

export type EmailPayload =
  | StoreAlertPayload
  /**
   * "Thank you for your order": to the buyer, in the order's language. `confirmUrl`: the first order of an
   * account whose address is not confirmed carries its confirmation link (issue 26 item 2).
   */
  | { template: 'order_placed'; language: Language; order: Order; trackUrl: string | null; confirmUrl?: string | null }
  /** A status change by the store (confirmed, processing, shipped, delivered, cancelled). */
  | { template: 'order_status'; language: Language; order: Order; trackUrl: string | null }
  /** A confirmation that gave licence keys: the keys (`order.licenceKeys`) with the order (docs/decisions/030). */
  | { template: 'licence_keys'; language: Language; order: Order; trackUrl: string | null }
  /** The buyer cancelled it themselves (docs/decisions/021). */
  | { template: 'order_cancelled_by_customer'; language: Language; order: Order; reason: string; trackUrl: string | null }
  /**
   * The link that confirms a new account's address (issue 26 item 2), in the language of the page it registered on;
   * `change`: the address asked for in the profile, whose link makes it the sign-in address (item 8).
   */
  | { template: 'email_confirmation'; language: Language; name: string; link: string; days: number; change?: boolean }
  /**
   * Issue 26 item 8, in the account's language. `email_change_notice`: to the old address, the change asked for
   * (`newEmail`) and how to stop it; `email_in_use_notice`: to the owner of an address another account asked for.
   * `resetUrl`: the page that e-mails a password reset link.
   */
  | { template: 'email_change_notice'; language: Language; name: string; newEmail: string; resetUrl: string }
  | { template: 'email_in_use_notice'; language: Language; name: string; email: string; resetUrl: string }
  /** The password reset link (docs/decisions/020), in the user's preferred language. */
  | { template: 'password_reset'; language: Language; name: string; link: string; minutes: number }
  /** The daily list of products at LOW_STOCK_THRESHOLD or fewer, to each admin, in English. */
  | { template: 'low_stock_digest'; day: string; products: LowStockLine[]; adminUrl: string | null }
  /**
   * A product someone waits for is back (docs/decisions/037), in the language of the page where they asked.
   * Written by the database trigger of migration 0025, so it holds the product's id only.
   */
  | { template: 'back_in_stock'; language: Language; productId: string }
  /** "We received your quote request": to the shopper, in the language of the page they asked from. */
  | { template: 'quote_received'; language: Language; quote: QuoteDetails }
  /**
   * Several store alerts to one address sent as one e-mail (issue 26 item 2): made by the worker when it
   * sends (store-alerts.ts), never queued; each row keeps its own payload.
   */
  | { template: 'store_alerts'; alerts: StoreAlertPayload[] };

export type EmailTemplate = EmailPayload['template'];
