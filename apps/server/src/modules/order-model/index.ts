// The public entry of the order-model module: what other modules may import of it, and nothing else (docs/decisions/041).
export { type OrderItemRow, type OrderRecord, type OrderRow, orderReferenceCandidates, toOrder } from './order-json';
export {
  mergeDuplicateLines,
  type OrderPricing,
  priceOrder,
  type PricingCoupon,
  type PricingProductRow,
  unitPriceFils,
} from './pricing';
