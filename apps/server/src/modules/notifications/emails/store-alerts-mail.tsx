import { Text } from '@react-email/components';
import type { StoreAlertPayload } from '#server/lib/outbox/email-payload';
import type { RenderedParts } from './customer-emails';
import { emailLocale, type EmailStore } from './email-locale';
import { ActionButton, Divider, EmailLayout, paragraph, small } from './email-layout';
import { quoteAlertMail } from './quote-mails';
import { orderAlertMail, storeCancellationMail } from './store-emails';

// Several of the store's alerts to one of its addresses in one e-mail (issue 26
// item 2): new orders, customers' cancellations and quote requests that came
// while the address had had an alert in the last few minutes
// (STORE_ALERT_MINUTES). In English, like every e-mail to the store.

const en = emailLocale('en');

/** The alert's own e-mail, for its subject: the line that names it here. */
function single(alert: StoreAlertPayload, store: EmailStore): RenderedParts {
  switch (alert.template) {
    case 'order_alert':
      return orderAlertMail({ order: alert.order, adminUrl: alert.adminUrl, store });
    case 'store_cancellation':
      return storeCancellationMail({ order: alert.order, reason: alert.reason, store });
    case 'quote_alert':
      return quoteAlertMail({ quote: alert.quote, adminUrl: alert.adminUrl, store });
  }
}

/** Who asked, and the one detail the store acts on. */
function details(alert: StoreAlertPayload): string[] {
  switch (alert.template) {
    case 'order_alert':
      return [`Customer: ${alert.order.name} (${alert.order.type}), ${alert.order.email}, ${alert.order.phone}`, `${alert.order.items.length} line(s)`];
    case 'store_cancellation':
      return [`Customer: ${alert.order.name} (${alert.order.type}), ${alert.order.email}, ${alert.order.phone}`, `Reason: ${alert.reason}`];
    case 'quote_alert':
      return [`${alert.quote.name}, ${alert.quote.email}, ${alert.quote.phone}`, ...(alert.quote.message ? [`Message: ${alert.quote.message}`] : [])];
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The subject counts each kind: "5 store alerts: 3 new orders, 1 cancellation, 1 quote request". */
function summary(alerts: StoreAlertPayload[]): string {
  const count = (template: StoreAlertPayload['template']) => alerts.filter((a) => a.template === template).length;
  const kinds = [
    [count('order_alert'), 'new order', 'new orders'],
    [count('store_cancellation'), 'cancellation', 'cancellations'],
    [count('quote_alert'), 'quote request', 'quote requests'],
  ] as const;
  const parts = kinds.filter(([n]) => n > 0).map(([n, one, many]) => plural(n, one, many));
  return `${plural(alerts.length, 'store alert', 'store alerts')}: ${parts.join(', ')}`;
}

export function storeAlertsMail({ alerts, store }: { alerts: StoreAlertPayload[]; store: EmailStore }): RenderedParts {
  const subject = summary(alerts);
  const adminUrl = alerts.map((a) => ('adminUrl' in a ? a.adminUrl : null)).find(Boolean) ?? null;
  return {
    subject,
    element: (
      <EmailLayout
        locale={en}
        store={store}
        preview={subject}
        heading="Store alerts"
        footer="The store's alerts to one address go out together, at most one e-mail every few minutes (STORE_ALERT_MINUTES)."
      >
        <Text style={paragraph}>These came in since the last alert to this address, oldest first.</Text>
        {alerts.map((alert, i) => (
          // oxlint-disable-next-line react/no-array-index-key -- the list is made once and never reordered
          <div key={i}>
            <Divider />
            <Text style={{ ...paragraph, fontWeight: 700 }}>{single(alert, store).subject}</Text>
            {details(alert).map((line) => (
              <Text key={line} style={small}>
                {line}
              </Text>
            ))}
          </div>
        ))}
        {adminUrl ? <ActionButton href={adminUrl} label="Open the orders page" locale={en} /> : null}
      </EmailLayout>
    ),
  };
}
