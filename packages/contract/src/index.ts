// @store/contract: the one schema shared by the server and the web app.
export * from './constants';
export * from './messages';
export * from './error-codes';
export * from './money';
export * from './images';
export * from './schemas/common';
export * from './schemas/phone';
export * from './schemas/auth';
export * from './schemas/catalog';
export * from './schemas/cart';
export * from './schemas/order';
export * from './schemas/tracking';
export * from './schemas/tracked-order';
export * from './schemas/admin';
export * from './order-status';
export * from './quantity-limit';
export * from './load-context';
