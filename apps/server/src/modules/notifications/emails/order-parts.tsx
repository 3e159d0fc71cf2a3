import { Column, Row, Section, Text } from '@react-email/components';
import { canCustomerCancel, VAT_RATE_PERCENT, type Order } from '@store/contract';
import type { CSSProperties } from 'react';
import type { EmailLocale } from './email-locale';
import { ActionButton, colors, Divider, LTR_MARK, paragraph, small, withLtr } from './email-layout';

// The pieces every order e-mail shows: number and date, a table of lines,
// the totals (the cash-on-delivery fee as its own line when there is one),
// payment, address, and the tracking link.

const cell: CSSProperties = { color: colors.text, fontSize: '14px', lineHeight: '20px', padding: '8px 0', borderBottom: `1px solid ${colors.line}` };
const head: CSSProperties = { ...cell, color: colors.muted, fontSize: '12px', fontWeight: 600, textTransform: 'uppercase' };

/** Latin text (a product name, an order number) kept whole inside Arabic. */
const isolate = (text: string) => <bdi>{text}</bdi>;

export function OrderFacts({ order, locale }: { order: Order; locale: EmailLocale }) {
  return (
    <Section style={{ backgroundColor: colors.accentSoft, borderRadius: '8px', padding: '12px 16px', margin: '8px 0 16px' }}>
      <Text style={{ ...small, margin: 0 }}>
        {locale.t('orderNumber')}: <strong style={{ color: colors.ink }}>{isolate(order.orderNumber)}</strong>
        {'  ·  '}
        {locale.t('placedOn')}: {locale.dateTime(order.createdAt)}
      </Text>
    </Section>
  );
}

export function OrderLines({ order, locale }: { order: Order; locale: EmailLocale }) {
  const end = locale.dir === 'rtl' ? 'left' : 'right';
  const start = locale.dir === 'rtl' ? 'right' : 'left';
  return (
    <table className="lines" role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '8px 0' }}>
      <thead>
        <tr>
          <th style={{ ...head, textAlign: start }}>{locale.t('lines.item')}</th>
          <th style={{ ...head, textAlign: 'center', width: '48px' }}>{locale.t('lines.quantity')}</th>
          <th style={{ ...head, textAlign: end, width: '120px' }}>{locale.t('lines.total')}</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item, index) => (
          <tr key={`${item.productId ?? 'gone'}-${index}`}>
            <td style={{ ...cell, textAlign: start, color: colors.ink }}>
              {isolate(item.title)}
              <br />
              <span style={{ color: colors.muted, fontSize: '12px' }}>
                {item.quantity} × {locale.money(item.price)}
              </span>
            </td>
            <td style={{ ...cell, textAlign: 'center' }}>{item.quantity}</td>
            <td style={{ ...cell, textAlign: end, whiteSpace: 'nowrap' }}>{locale.money(item.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TotalRow({ label, value, strong, locale }: { label: string; value: string; strong?: boolean; locale: EmailLocale }) {
  const style: CSSProperties = { color: strong ? colors.ink : colors.text, fontSize: strong ? '17px' : '14px', fontWeight: strong ? 700 : 400, lineHeight: '24px', margin: 0 };
  return (
    <Row className="totals">
      <Column style={{ textAlign: locale.dir === 'rtl' ? 'right' : 'left' }}>
        <Text style={style}>{label}</Text>
      </Column>
      <Column style={{ textAlign: locale.dir === 'rtl' ? 'left' : 'right', whiteSpace: 'nowrap' }}>
        <Text style={style}>{value}</Text>
      </Column>
    </Row>
  );
}

export function OrderTotalsBlock({ order, locale }: { order: Order; locale: EmailLocale }) {
  return (
    <Section style={{ margin: '8px 0' }}>
      <TotalRow locale={locale} label={locale.t('totals.subtotal')} value={locale.money(order.subtotal)} />
      {/* A coupon's discount (docs/decisions/033); e-mails queued before coupons existed carry none. */}
      {(order.discount ?? 0) > 0 ? (
        <TotalRow locale={locale} label={locale.t('totals.discount', { code: order.couponCode ?? '' })} value={`-${locale.money(order.discount)}`} />
      ) : null}
      <TotalRow
        locale={locale}
        label={locale.t('totals.delivery')}
        value={order.deliveryFee === 0 ? locale.t('totals.free') : locale.money(order.deliveryFee)}
      />
      {order.codFee > 0 ? <TotalRow locale={locale} label={locale.t('totals.codFee')} value={locale.money(order.codFee)} /> : null}
      <TotalRow locale={locale} strong label={locale.t('totals.total')} value={locale.money(order.totalPrice)} />
      <TotalRow locale={locale} label={locale.t('totals.vatIncluded', { rate: VAT_RATE_PERCENT })} value={locale.money(order.vat)} />
    </Section>
  );
}

export function PaymentAndAddress({ order, locale }: { order: Order; locale: EmailLocale }) {
  const a = order.deliveryAddress;
  const lines = [
    [a.apartment, a.building].filter(Boolean).join(', '),
    a.street,
    [a.area, a.city].join(locale.t('listSeparator')),
    locale.emirate(a.emirate),
  ].filter((line) => line.trim() !== '');
  return (
    <Section>
      <Text style={{ ...paragraph, margin: '0 0 4px', fontWeight: 600, color: colors.ink }}>{locale.t('payment')}</Text>
      <Text style={paragraph}>{locale.t(`payment.${order.paymentMethod}`)}</Text>
      <Text style={{ ...paragraph, margin: '0 0 4px', fontWeight: 600, color: colors.ink }}>{locale.t('address')}</Text>
      <Text style={{ ...paragraph, direction: 'ltr', textAlign: locale.dir === 'rtl' ? 'right' : 'left' }}>
        {lines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </Text>
      {a.landmark ? <Text style={small}>{locale.t('address.landmark', { landmark: a.landmark })}</Text> : null}
      {a.phone ? <Text style={small}>{withLtr(locale.t('address.phone', { phone: LTR_MARK }), a.phone)}</Text> : null}
    </Section>
  );
}

/** The signed tracking link (docs/decisions/021) as the e-mail's button; "or cancel" while the customer may. */
export function TrackButton({ order, trackUrl, locale }: { order: Order; trackUrl: string | null; locale: EmailLocale }) {
  if (!trackUrl) return null;
  // An order whose licence keys went out is no longer the customer's to cancel (docs/decisions/030).
  const label = canCustomerCancel(order.status) && !order.licenceKeys?.length ? locale.t('track.cancellable') : locale.t('track.view');
  return <ActionButton href={locale.url(trackUrl)} label={label} locale={locale} />;
}

/** The courier and tracking number of a shipped order, with the courier's link (docs/decisions/030). */
export function ShipmentBlock({ order, locale }: { order: Order; locale: EmailLocale }) {
  const shipment = order.status === 'shipped' ? order.shipment : null;
  if (!shipment) return null;
  const courier = shipment.courier === 'other' ? locale.t('shipment.other') : shipment.courierName;
  return (
    <Section style={{ border: `1px solid ${colors.line}`, borderRadius: '8px', padding: '12px 16px', margin: '8px 0 16px' }}>
      <Text style={{ ...paragraph, margin: '0 0 4px' }}>
        {locale.t('shipment.courier')}: <strong style={{ color: colors.ink }}>{isolate(courier)}</strong>
      </Text>
      {shipment.trackingNumber ? (
        <Text style={{ ...paragraph, margin: '0 0 4px' }}>
          {locale.t('shipment.trackingNumber')}: <strong style={{ color: colors.ink, direction: 'ltr', unicodeBidi: 'isolate' }}>{shipment.trackingNumber}</strong>
        </Text>
      ) : null}
      {shipment.trackingUrl ? (
        <Text style={{ ...paragraph, margin: 0 }}>
          <a href={shipment.trackingUrl} style={{ color: colors.accent }}>
            {locale.t('shipment.follow', { courier })}
          </a>
        </Text>
      ) : null}
    </Section>
  );
}

/** Everything about the order below an e-mail's opening words. */
export function OrderSummary({ order, trackUrl, locale }: { order: Order; trackUrl: string | null; locale: EmailLocale }) {
  return (
    <>
      <OrderFacts order={order} locale={locale} />
      <OrderLines order={order} locale={locale} />
      <OrderTotalsBlock order={order} locale={locale} />
      <TrackButton order={order} trackUrl={trackUrl} locale={locale} />
      <Divider />
      <PaymentAndAddress order={order} locale={locale} />
    </>
  );
}
