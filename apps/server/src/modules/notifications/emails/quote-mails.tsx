import { Text } from '@react-email/components';
import type { QuoteDetails } from '#server/lib/outbox/email-payload';
import type { RenderedParts } from './customer-emails';
import { emailLocale, type EmailLocale, type EmailStore } from './email-locale';
import { ActionButton, EmailLayout, paragraph, small } from './email-layout';

// A Get Quote request's two e-mails (issue 26 item 16): the shopper's receipt
// in the language of the page they asked from, and the store's alert in
// English like the admin screens, with the shopper's contact to reply to.

export function quoteReceivedMail({ quote, locale, store }: { quote: QuoteDetails; locale: EmailLocale; store: EmailStore }): RenderedParts {
  const title = quote.productTitle;
  return {
    subject: locale.t('quote.subject', { title }),
    element: (
      <EmailLayout locale={locale} store={store} preview={locale.t('quote.preview', { title })} heading={locale.t('quote.heading')}>
        <Text style={paragraph}>{locale.t('greeting', { name: quote.name })}</Text>
        <Text style={paragraph}>{locale.t('quote.intro', { store: store.name, quantity: quote.quantity, title })}</Text>
        {quote.message ? <Text style={paragraph}>{locale.t('quote.message', { message: quote.message })}</Text> : null}
        <Text style={small}>{locale.t('quote.why')}</Text>
      </EmailLayout>
    ),
  };
}

const en = emailLocale('en');

export function quoteAlertMail({ quote, adminUrl, store }: { quote: QuoteDetails; adminUrl: string | null; store: EmailStore }): RenderedParts {
  return {
    subject: `Quote request: ${quote.quantity} × ${quote.productTitle}`,
    element: (
      <EmailLayout
        locale={en}
        store={store}
        preview={`${quote.name} asks for a price on ${quote.quantity} × ${quote.productTitle}`}
        heading="New quote request"
        footer="Sent to the store's address (STORE_EMAIL) for every Get Quote request."
      >
        <Text style={paragraph}>
          {quote.name}, {quote.email}, {quote.phone}
        </Text>
        <Text style={paragraph}>
          Product: {quote.productTitle}. Quantity: {quote.quantity}.
        </Text>
        {quote.message ? <Text style={paragraph}>Message: {quote.message}</Text> : null}
        {adminUrl ? <ActionButton href={adminUrl} label="Open the quote requests" locale={en} /> : null}
      </EmailLayout>
    ),
  };
}
