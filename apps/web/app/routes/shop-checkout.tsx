export { default } from '../../src/app/routes/shop/checkout-page';
