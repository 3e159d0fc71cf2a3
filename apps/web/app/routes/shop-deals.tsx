export { default } from '../../src/app/routes/shop/deals-page';
