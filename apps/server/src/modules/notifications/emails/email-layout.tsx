import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import type { EmailLocale, EmailStore } from './email-locale';

// The frame of every e-mail in the store's look (docs/store-rules.md#12-look-and-feel): a dark
// band with the store's name, a white card, one blue accent for the action,
// and a footer with the store's contacts. Inline styles only: mail clients
// drop <style> blocks and ignore classes.

export const colors = {
  ink: '#0f172a',
  text: '#334155',
  muted: '#64748b',
  line: '#e2e8f0',
  band: '#0f172a',
  accent: '#1d4ed8',
  accentSoft: '#eff6ff',
  go: '#15803d',
  page: '#f1f5f9',
} as const;

const font = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Tahoma, Arial, sans-serif';

interface LayoutProps {
  locale: EmailLocale;
  store: EmailStore;
  preview: string;
  heading: string;
  children: ReactNode;
  /** The store's own e-mails say why the reader gets them instead of the customers' contact lines. */
  footer?: string;
}

export function EmailLayout({ locale, store, preview, heading, children, footer }: LayoutProps) {
  const align = locale.dir === 'rtl' ? 'right' : 'left';
  return (
    <Html lang={locale.language} dir={locale.dir}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, margin: 0, padding: '24px 0', fontFamily: font }}>
        <Container style={{ maxWidth: '600px', width: '100%', margin: '0 auto' }}>
          <Section style={{ backgroundColor: colors.band, borderRadius: '12px 12px 0 0', padding: '20px 24px' }}>
            {/* The wordmark: the store's name in text, so it shows when a mail client blocks images. */}
            <Link href={locale.url(`${store.origin}/shop/home`)} style={{ color: '#ffffff', fontSize: '22px', fontWeight: 700, textDecoration: 'none' }}>
              <span dir={locale.dir}>
                {store.name}
                <span style={{ color: '#93c5fd', fontWeight: 400 }}> {locale.t('wordmark')}</span>
              </span>
            </Link>
          </Section>
          <Section style={{ backgroundColor: '#ffffff', padding: '28px 24px', textAlign: align, direction: locale.dir }}>
            <Heading as="h1" style={{ color: colors.ink, fontSize: '22px', lineHeight: '30px', margin: '0 0 12px' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section
            style={{ backgroundColor: '#ffffff', borderRadius: '0 0 12px 12px', borderTop: `1px solid ${colors.line}`, padding: '16px 24px', textAlign: align, direction: locale.dir }}
          >
            {footer ? (
              <Text style={{ ...small, margin: 0 }}>{footer}</Text>
            ) : (
              <>
                <Text style={small}>{withLtr(locale.t('footer.contact', { phone: LTR_MARK, email: store.email }), store.phone)}</Text>
                <Text style={{ ...small, margin: 0 }}>{locale.t('footer.note')}</Text>
              </>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const LTR_MARK = '\u0000ltr\u0000';

/**
 * A sentence with a phone number in it: the number in a left-to-right span, so
 * "+971 4 123 4567" keeps its order inside Arabic. Pass LTR_MARK as the
 * placeholder's value, then the sentence and the number here.
 */
export function withLtr(sentence: string, ltrText: string): ReactNode {
  const [before = '', after = ''] = sentence.split(LTR_MARK);
  return (
    <>
      {before}
      <span dir="ltr" style={{ direction: 'ltr', unicodeBidi: 'embed' }}>
        {ltrText}
      </span>
      {after}
    </>
  );
}
export { LTR_MARK };

export const paragraph: CSSProperties = { color: colors.text, fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' };
export const small: CSSProperties = { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 6px' };

/** The one action of an e-mail, with its address written out below for clients that hide buttons. */
export function ActionButton({ href, label, locale }: { href: string; label: string; locale: EmailLocale }) {
  return (
    <Section style={{ margin: '20px 0 8px' }}>
      <Button
        href={href}
        style={{ backgroundColor: colors.accent, borderRadius: '8px', color: '#ffffff', fontSize: '15px', fontWeight: 600, padding: '12px 20px', textDecoration: 'none' }}
      >
        {label}
      </Button>
      <Text style={{ ...small, marginTop: '12px' }}>{locale.t('track.orCopy')}</Text>
      <Text style={{ ...small, wordBreak: 'break-all', direction: 'ltr', textAlign: 'left' }}>
        <Link href={href} style={{ color: colors.accent }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

export function Divider() {
  return <Hr style={{ borderColor: colors.line, margin: '20px 0' }} />;
}
