import { Text } from '@react-email/components';
import type { Order } from '@store/contract';
import type { EmailLocale, EmailStore } from './email-locale';
import { ActionButton, EmailLayout, LTR_MARK, paragraph, small, withLtr } from './email-layout';
import { OrderSummary, ShipmentBlock } from './order-parts';

// The customer's e-mails, in the order's language (the password reset: the
// user's preferred language). Each returns its subject with its element.

export interface RenderedParts {
  subject: string;
  element: React.ReactElement;
}

interface OrderMailProps {
  order: Order;
  trackUrl: string | null;
  locale: EmailLocale;
  store: EmailStore;
}

/**
 * The document this e-mail attaches (docs/decisions/026): the invoice with the
 * confirmation, the credit note with a cancellation after it.
 */
export function AttachedDocument({ order, locale }: { order: Order; locale: EmailLocale }) {
  const text =
    order.status === 'confirmed' && order.invoiceNumber
      ? locale.t('documents.invoice', { number: order.invoiceNumber })
      : order.status === 'cancelled' && order.creditNoteNumber
        ? locale.t('documents.creditNote', { number: order.creditNoteNumber })
        : null;
  return text ? <Text style={paragraph}>{text}</Text> : null;
}

function SignOff({ locale, store }: { locale: EmailLocale; store: EmailStore }) {
  return <Text style={{ ...paragraph, marginTop: '20px' }}>{locale.t('signOff', { store: store.name })}</Text>;
}

/** "Thank you for your order": the order as placed; the first order of an unconfirmed account asks to confirm its address. */
export function orderPlacedMail({ order, trackUrl, locale, store, confirmUrl }: OrderMailProps & { confirmUrl?: string | null }): RenderedParts {
  const number = order.orderNumber;
  return {
    subject: locale.t('placed.subject', { store: store.name, number }),
    element: (
      <EmailLayout
        locale={locale}
        store={store}
        preview={locale.t('placed.preview', { number, total: locale.money(order.totalPrice) })}
        heading={locale.t('placed.heading')}
      >
        <Text style={paragraph}>{locale.t('greeting', { name: order.name })}</Text>
        <Text style={paragraph}>{locale.t('placed.intro', { number })}</Text>
        {confirmUrl ? (
          <>
            <Text style={paragraph}>{locale.t('placed.confirm')}</Text>
            <ActionButton href={locale.url(confirmUrl)} label={locale.t('confirm.button')} locale={locale} />
          </>
        ) : null}
        <OrderSummary order={order} trackUrl={trackUrl} locale={locale} />
        <SignOff locale={locale} store={store} />
      </EmailLayout>
    ),
  };
}

/** A change by the store: confirmed, being prepared, shipped, delivered or cancelled. */
export function orderStatusMail({ order, trackUrl, locale, store }: OrderMailProps): RenderedParts {
  const number = order.orderNumber;
  const intro = locale.t(`status.intro.${order.status}`, { number });
  return {
    subject: locale.t(`status.subject.${order.status}`, { store: store.name, number }),
    element: (
      <EmailLayout locale={locale} store={store} preview={intro} heading={locale.t(`status.heading.${order.status}`)}>
        <Text style={paragraph}>{locale.t('greeting', { name: order.name })}</Text>
        <Text style={paragraph}>{intro}</Text>
        <ShipmentBlock order={order} locale={locale} />
        <AttachedDocument order={order} locale={locale} />
        <OrderSummary order={order} trackUrl={trackUrl} locale={locale} />
        <SignOff locale={locale} store={store} />
      </EmailLayout>
    ),
  };
}

/** The customer's own cancellation (docs/decisions/021): what, why, and whom to call if it was not them. */
export function customerCancelledMail({ order, trackUrl, locale, store, reason }: OrderMailProps & { reason: string }): RenderedParts {
  const number = order.orderNumber;
  const intro = locale.t('cancelled.intro', { number });
  return {
    subject: locale.t('cancelled.subject', { store: store.name, number }),
    element: (
      <EmailLayout locale={locale} store={store} preview={intro} heading={locale.t('cancelled.heading')}>
        <Text style={paragraph}>{locale.t('greeting', { name: order.name })}</Text>
        <Text style={paragraph}>{intro}</Text>
        <Text style={paragraph}>{locale.t('cancelled.reason', { reason })}</Text>
        <AttachedDocument order={order} locale={locale} />
        <OrderSummary order={order} trackUrl={trackUrl} locale={locale} />
        <Text style={small}>{withLtr(locale.t('cancelled.notYou', { phone: LTR_MARK }), store.phone)}</Text>
        <SignOff locale={locale} store={store} />
      </EmailLayout>
    ),
  };
}

/** The password reset link (docs/decisions/020). */
export function passwordResetMail({
  name,
  link,
  minutes,
  locale,
  store,
}: {
  name: string;
  link: string;
  minutes: number;
  locale: EmailLocale;
  store: EmailStore;
}): RenderedParts {
  return {
    subject: locale.t('reset.subject', { store: store.name }),
    element: (
      <EmailLayout locale={locale} store={store} preview={locale.t('reset.preview')} heading={locale.t('reset.heading')}>
        <Text style={paragraph}>{locale.t('greeting', { name })}</Text>
        <Text style={paragraph}>{locale.t('reset.intro', { store: store.name, minutes })}</Text>
        {/* The reset page in the user's language: an Arabic user's link opens /ar/auth/reset-password (issue 12). */}
        <ActionButton href={locale.url(link)} label={locale.t('reset.button')} locale={locale} />
        <Text style={paragraph}>{locale.t('reset.ignore')}</Text>
        <SignOff locale={locale} store={store} />
      </EmailLayout>
    ),
  };
}

/** The link that confirms a new account's address (issue 26 item 2), or the address a profile asked to change to (`change`, item 8). */
export function emailConfirmationMail({
  name,
  link,
  days,
  change,
  locale,
  store,
}: {
  name: string;
  link: string;
  days: number;
  change: boolean;
  locale: EmailLocale;
  store: EmailStore;
}): RenderedParts {
  return {
    subject: locale.t('confirm.subject', { store: store.name }),
    element: (
      <EmailLayout locale={locale} store={store} preview={locale.t(change ? 'confirm.changePreview' : 'confirm.preview')} heading={locale.t('confirm.heading')}>
        <Text style={paragraph}>{locale.t('greeting', { name })}</Text>
        <Text style={paragraph}>{locale.t(change ? 'confirm.changeIntro' : 'confirm.intro', { store: store.name, days })}</Text>
        {/* The confirmation page in the e-mail's language: /ar/shop/confirm-email for Arabic. */}
        <ActionButton href={locale.url(link)} label={locale.t('confirm.button')} locale={locale} />
        <Text style={small}>{locale.t(change ? 'confirm.changeWhy' : 'confirm.why')}</Text>
        <SignOff locale={locale} store={store} />
      </EmailLayout>
    ),
  };
}

interface AddressNoticeProps {
  name: string;
  /** The address the sentence names (the new one, or the owner's own). */
  email: string;
  resetUrl: string;
  locale: EmailLocale;
  store: EmailStore;
}

/** One notice about an address (issue 26 item 8): its sentences by key prefix, a button to the reset page. */
function addressNotice(prefix: 'emailChange' | 'emailInUse', after: 'emailChange.notYou' | 'emailInUse.help', { name, email, resetUrl, locale, store }: AddressNoticeProps): RenderedParts {
  return {
    subject: locale.t(`${prefix}.subject`, { store: store.name }),
    element: (
      <EmailLayout locale={locale} store={store} preview={locale.t(`${prefix}.preview`)} heading={locale.t(`${prefix}.heading`)}>
        <Text style={paragraph}>{locale.t('greeting', { name })}</Text>
        <Text style={paragraph}>{withLtr(locale.t(`${prefix}.intro`, { store: store.name, email: LTR_MARK }), email)}</Text>
        <Text style={paragraph}>{locale.t(after)}</Text>
        <ActionButton href={locale.url(resetUrl)} label={locale.t('emailChange.button')} locale={locale} />
        <SignOff locale={locale} store={store} />
      </EmailLayout>
    ),
  };
}

/** To the old address: a new sign-in address was asked for, and how to stop it (a new password). */
export const emailChangeNoticeMail = (props: AddressNoticeProps) => addressNotice('emailChange', 'emailChange.notYou', props);

/** To the owner of an address another account asked for: nothing changed, and the way back in if it was them. */
export const emailInUseNoticeMail = (props: AddressNoticeProps) => addressNotice('emailInUse', 'emailInUse.help', props);
