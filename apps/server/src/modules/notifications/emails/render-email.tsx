import { render, toPlainText } from '@react-email/components';
import type { BackInStockDetails, EmailPayload } from '#server/lib/outbox/email-payload';
import { backInStockMail } from './back-in-stock-mail';
import {
  customerCancelledMail,
  emailChangeNoticeMail,
  emailConfirmationMail,
  emailInUseNoticeMail,
  orderPlacedMail,
  orderStatusMail,
  passwordResetMail,
  type RenderedParts,
} from './customer-emails';
import { licenceKeysMail } from './licence-keys-mail';
import { emailLocale, type EmailStore } from './email-locale';
import { quoteAlertMail, quoteReceivedMail } from './quote-mails';
import { lowStockDigestMail, orderAlertMail, storeCancellationMail } from './store-emails';
import { storeAlertsMail } from './store-alerts-mail';

// An outbox payload to the e-mail that goes out (docs/decisions/028): the
// subject, the HTML from the React Email components, and the plain-text part
// made from that HTML (links written out), so the two never disagree.
// Loaded by the outbox worker on its first e-mail only (React Email's modules
// cost a quarter of a second and 30 MB, which a process that never mails
// should not pay at start-up).

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

function parts(payload: EmailPayload, store: EmailStore, context: RenderContext): RenderedParts {
  switch (payload.template) {
    case 'order_placed':
      return orderPlacedMail({
        order: payload.order,
        trackUrl: payload.trackUrl,
        confirmUrl: payload.confirmUrl ?? null,
        locale: emailLocale(payload.language),
        store,
      });
    case 'order_status':
      return orderStatusMail({ order: payload.order, trackUrl: payload.trackUrl, locale: emailLocale(payload.language), store });
    case 'licence_keys':
      return licenceKeysMail({ order: payload.order, trackUrl: payload.trackUrl, locale: emailLocale(payload.language), store });
    case 'order_cancelled_by_customer':
      return customerCancelledMail({
        order: payload.order,
        trackUrl: payload.trackUrl,
        reason: payload.reason,
        locale: emailLocale(payload.language),
        store,
      });
    case 'store_cancellation':
      return storeCancellationMail({ order: payload.order, reason: payload.reason, store });
    case 'order_alert':
      return orderAlertMail({ order: payload.order, adminUrl: payload.adminUrl, store });
    case 'email_confirmation':
      return emailConfirmationMail({ name: payload.name, link: payload.link, days: payload.days, change: payload.change === true, locale: emailLocale(payload.language), store });
    case 'email_change_notice':
      return emailChangeNoticeMail({ name: payload.name, email: payload.newEmail, resetUrl: payload.resetUrl, locale: emailLocale(payload.language), store });
    case 'email_in_use_notice':
      return emailInUseNoticeMail({ name: payload.name, email: payload.email, resetUrl: payload.resetUrl, locale: emailLocale(payload.language), store });
    case 'password_reset':
      return passwordResetMail({ name: payload.name, link: payload.link, minutes: payload.minutes, locale: emailLocale(payload.language), store });
    case 'low_stock_digest':
      return lowStockDigestMail({ day: payload.day, products: payload.products, adminUrl: payload.adminUrl, store });
    case 'back_in_stock':
      // The payload holds the product's id only (the trigger wrote it); the worker reads the rest when it sends.
      if (!context.backInStock) throw new Error('a back-in-stock e-mail needs the product as it is now');
      return backInStockMail({ details: context.backInStock, locale: emailLocale(payload.language), store });
    case 'quote_received':
      return quoteReceivedMail({ quote: payload.quote, locale: emailLocale(payload.language), store });
    case 'quote_alert':
      return quoteAlertMail({ quote: payload.quote, adminUrl: payload.adminUrl, store });
    case 'store_alerts':
      return storeAlertsMail({ alerts: payload.alerts, store });
  }
}

/** The text part: the lines and totals as aligned columns, headings as written. */
const TEXT_SELECTORS = [
  { selector: 'h1', options: { uppercase: false } },
  { selector: 'table.lines', format: 'dataTable', options: { uppercaseHeaderCells: false, colSpacing: 3 } },
  { selector: 'table.totals', format: 'dataTable', options: { colSpacing: 3 } },
];

/** What the worker read from the database for a payload that holds ids only. */
export interface RenderContext {
  backInStock?: BackInStockDetails;
}

export async function renderEmail(payload: EmailPayload, store: EmailStore, context: RenderContext = {}): Promise<RenderedEmail> {
  const { subject, element } = parts(payload, store, context);
  const html = await render(element);
  return { subject, html, text: toPlainText(html, { selectors: TEXT_SELECTORS }) };
}
