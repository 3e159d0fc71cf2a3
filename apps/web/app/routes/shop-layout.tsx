export { default } from '../../src/app/routes/shop/shop-layout-route';
