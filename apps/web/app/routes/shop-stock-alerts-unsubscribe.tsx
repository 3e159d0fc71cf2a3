// /shop/stock-alerts/unsubscribe#token=… (issue 14 item 8, docs/decisions/037): the link of a stock alert e-mail.
import type { HeadersFunction, MetaFunction } from 'react-router';
import { StopAlerts } from '#web/features/stock-alerts/components/stop-alerts';
import { t, routeTexts } from '#web/lib/i18n';
import { enStockAlerts } from '#web/lib/i18n/en-stock-alerts';
import { pageTitle } from '#web/lib/use-page-meta';

export const meta: MetaFunction = () => [
  { title: pageTitle(t('page.unsubscribe.title')) },
  { name: 'referrer', content: 'no-referrer' },
  { name: 'robots', content: 'noindex' },
];

/** The page's own requests and links send no Referer. */
export const headers: HeadersFunction = () => ({ 'Referrer-Policy': 'no-referrer' });

export default function StockAlertsUnsubscribeRoute() {
  return <StopAlerts />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enStockAlerts);
