export { default } from '../../src/app/routes/shop/product-page';
