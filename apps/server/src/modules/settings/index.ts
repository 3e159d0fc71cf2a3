// The public entry of the settings module: what other modules may import of it, and nothing else (docs/decisions/041).
export { deliveryQuote, type DeliveryQuote } from './delivery-fee';
export { type DeliverySettingsRow, readDeliveryRates } from './store-settings.repository';
