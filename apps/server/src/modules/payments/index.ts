// The public entry of the payments module: what other modules may import of it, and nothing else (docs/decisions/041).
export { paymentProviderFor } from './payment-provider';
