// The public entry of the orders module: what other modules may import of it, and nothing else (docs/decisions/041).
export { type Canceller, cancelOrderAsCustomer } from './customer-cancel.service';
export { buyerKey, type OrderActionThrottles, withOrderActionLimit } from './order-action-limit';
export { quantityError } from './order-pricing.service';
export { findOrderBuyer, findOrderRecord, listUserOrders, withLinesAndHistory } from './orders.repository';
