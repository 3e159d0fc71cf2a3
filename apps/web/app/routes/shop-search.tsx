export { default } from '../../src/app/routes/shop/search-page';
