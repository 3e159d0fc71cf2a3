export { default } from '../../src/app/routes/shop/listing-page';
