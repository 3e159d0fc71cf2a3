import { Link, Text } from '@react-email/components';
import type { BackInStockDetails } from '#server/lib/outbox/email-payload';
import type { RenderedParts } from './customer-emails';
import type { EmailLocale, EmailStore } from './email-locale';
import { ActionButton, colors, EmailLayout, paragraph, small } from './email-layout';

// "It is back in stock" (issue 14 item 8, docs/decisions/037): one e-mail per
// waiting address, in the language of the page where it asked, with the
// product's link and a one-click unsubscribe (every alert of the address).

const TITLE = '\u0000title\u0000';

/** The sentence with the product's title isolated, so a Latin title keeps its order inside Arabic and the reverse. */
function withTitle(sentence: string, title: string) {
  const [before = '', after = ''] = sentence.split(TITLE);
  return (
    <>
      {before}
      <bdi style={{ fontWeight: 600, color: colors.ink }}>{title}</bdi>
      {after}
    </>
  );
}

export function backInStockMail({ details, locale, store }: { details: BackInStockDetails; locale: EmailLocale; store: EmailStore }): RenderedParts {
  const { title } = details;
  return {
    subject: locale.t('stock.subject', { title, store: store.name }),
    element: (
      <EmailLayout locale={locale} store={store} preview={locale.t('stock.preview', { title })} heading={locale.t('stock.heading')}>
        <Text style={paragraph}>{withTitle(locale.t('stock.intro', { title: TITLE }), title)}</Text>
        <Text style={paragraph}>{locale.t('stock.price', { price: locale.money(details.priceAed) })}</Text>
        <ActionButton href={locale.url(details.productUrl)} label={locale.t('stock.button')} locale={locale} />
        <Text style={paragraph}>{locale.t('stock.hurry')}</Text>
        <Text style={{ ...small, marginTop: '20px' }}>{locale.t('stock.why')}</Text>
        <Text style={small}>
          <Link href={locale.url(details.unsubscribeUrl)} style={{ color: colors.muted, textDecoration: 'underline' }}>
            {locale.t('stock.unsubscribe')}
          </Link>
        </Text>
      </EmailLayout>
    ),
  };
}
