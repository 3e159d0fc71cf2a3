// The public entry of the stock-alerts module: what other modules may import of it, and nothing else (docs/decisions/041).
export { backInStockDetails } from './back-in-stock-details';
export { deleteAlertsOf, endAlert, findAlertsOfCustomer } from './stock-alerts.repository';
export { createUnsubscribeSigner, type UnsubscribeSigner } from './unsubscribe-token';
