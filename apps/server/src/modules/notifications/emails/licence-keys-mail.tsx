import { Section, Text } from '@react-email/components';
import type { Order } from '@store/contract';
import type { EmailLocale, EmailStore } from './email-locale';
import { colors, EmailLayout, paragraph, small } from './email-layout';
import { OrderSummary } from './order-parts';
import { AttachedDocument, type RenderedParts } from './customer-emails';

// "Your licence keys for FC-000123" (issue 13 item 8, docs/decisions/030): the
// confirmation of an order that holds software licences, with a key per unit.
// Sent once, when the keys are given; the account and the tracking page show
// them again.

const keyStyle = {
  color: colors.ink,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '15px',
  fontWeight: 700,
  letterSpacing: '0.5px',
  margin: '0 0 10px',
  direction: 'ltr' as const,
  unicodeBidi: 'isolate' as const,
  wordBreak: 'break-all' as const,
};

export function licenceKeysMail({ order, trackUrl, locale, store }: { order: Order; trackUrl: string | null; locale: EmailLocale; store: EmailStore }): RenderedParts {
  const number = order.orderNumber;
  const keys = order.licenceKeys ?? [];
  return {
    subject: locale.t('keys.subject', { number }),
    element: (
      <EmailLayout locale={locale} store={store} preview={locale.t('keys.preview', { number })} heading={locale.t('keys.heading')}>
        <Text style={paragraph}>{locale.t('greeting', { name: order.name })}</Text>
        <Text style={paragraph}>{locale.t('keys.intro', { number })}</Text>
        <Section style={{ backgroundColor: colors.accentSoft, borderRadius: '8px', padding: '12px 16px', margin: '8px 0 16px' }}>
          {keys.map((entry, index) => (
            <div key={`${entry.title}-${index}`}>
              <Text style={{ ...small, margin: '0 0 2px' }}>
                {locale.t('keys.key')} · <bdi>{entry.title}</bdi>
              </Text>
              <Text style={keyStyle}>{entry.key}</Text>
            </div>
          ))}
        </Section>
        <AttachedDocument order={order} locale={locale} />
        <OrderSummary order={order} trackUrl={trackUrl} locale={locale} />
        <Text style={{ ...paragraph, marginTop: '20px' }}>{locale.t('signOff', { store: store.name })}</Text>
      </EmailLayout>
    ),
  };
}
