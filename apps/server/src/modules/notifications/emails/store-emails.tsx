import { Text } from '@react-email/components';
import { LOW_STOCK_THRESHOLD, type Order } from '@store/contract';
import type { CSSProperties } from 'react';
import type { LowStockLine } from '#server/lib/outbox/email-payload';
import type { RenderedParts } from './customer-emails';
import { emailLocale, type EmailStore } from './email-locale';
import { ActionButton, colors, EmailLayout, paragraph } from './email-layout';
import { OrderSummary } from './order-parts';

// The store's own e-mails, in English like the admin screens: the copy of a
// customer's cancellation (STORE_EMAIL), the new-order alert (ORDER_ALERT_EMAIL)
// and the daily low-stock digest to the admins.

const en = emailLocale('en');

function Customer({ order }: { order: Order }) {
  return (
    <Text style={paragraph}>
      Customer: {order.name} ({order.type}), {order.email}, {order.phone}
    </Text>
  );
}

export function storeCancellationMail({ order, reason, store }: { order: Order; reason: string; store: EmailStore }): RenderedParts {
  return {
    subject: `Order ${order.orderNumber} cancelled by the customer`,
    element: (
      <EmailLayout
        locale={en}
        store={store}
        preview={`Reason: ${reason}`}
        heading={`The customer cancelled order ${order.orderNumber}`}
        footer="Sent to the store's address (STORE_EMAIL) when a customer cancels an order."
      >
        <Customer order={order} />
        <Text style={paragraph}>Reason: {reason}</Text>
        <Text style={paragraph}>The stock of these products is back on sale: nothing to prepare.</Text>
        <OrderSummary order={order} trackUrl={null} locale={en} />
      </EmailLayout>
    ),
  };
}

export function orderAlertMail({ order, adminUrl, store }: { order: Order; adminUrl: string | null; store: EmailStore }): RenderedParts {
  const total = en.money(order.totalPrice);
  return {
    subject: `New order ${order.orderNumber}: ${total}`,
    element: (
      <EmailLayout
        locale={en}
        store={store}
        preview={`${order.name} ordered ${order.items.length} item(s), ${total}`}
        heading={`New order ${order.orderNumber}`}
        footer="Sent for every new order to the addresses in ORDER_ALERT_EMAIL."
      >
        <Customer order={order} />
        <Text style={paragraph}>Language of the customer's e-mails: {order.language === 'ar' ? 'Arabic' : 'English'}</Text>
        <OrderSummary order={order} trackUrl={null} locale={en} />
        {adminUrl ? <ActionButton href={adminUrl} label="Open the orders page" locale={en} /> : null}
      </EmailLayout>
    ),
  };
}

const cell: CSSProperties = { color: colors.text, fontSize: '14px', lineHeight: '20px', padding: '8px 0', borderBottom: `1px solid ${colors.line}` };

export function lowStockDigestMail({
  day,
  products,
  adminUrl,
  store,
}: {
  day: string;
  products: LowStockLine[];
  adminUrl: string | null;
  store: EmailStore;
}): RenderedParts {
  const count = products.length;
  return {
    subject: `Low stock on ${day}: ${count} product${count === 1 ? '' : 's'} at ${LOW_STOCK_THRESHOLD} or fewer`,
    element: (
      <EmailLayout
        locale={en}
        store={store}
        preview={`${count} product(s) need restocking`}
        heading="Products running low"
        footer="Sent once a day to every admin of the store."
      >
        <Text style={paragraph}>
          These products have {LOW_STOCK_THRESHOLD} or fewer units in stock this morning ({day}, store time). Out-of-stock products are first.
        </Text>
        <table className="lines" role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={{ ...cell, color: colors.muted, fontSize: '12px', textAlign: 'left' }}>PRODUCT</th>
              <th style={{ ...cell, color: colors.muted, fontSize: '12px', textAlign: 'right', width: '80px' }}>IN STOCK</th>
            </tr>
          </thead>
          <tbody>
            {products.map((p) => (
              <tr key={p.id}>
                <td style={{ ...cell, color: colors.ink }}>{p.title}</td>
                <td style={{ ...cell, textAlign: 'right', color: p.totalStock === 0 ? '#b91c1c' : colors.text, fontWeight: p.totalStock === 0 ? 700 : 400 }}>
                  {p.totalStock}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {adminUrl ? <ActionButton href={adminUrl} label="Open the products page" locale={en} /> : null}
      </EmailLayout>
    ),
  };
}
