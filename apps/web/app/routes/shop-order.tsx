export { default } from '../../src/app/routes/shop/order-page';
