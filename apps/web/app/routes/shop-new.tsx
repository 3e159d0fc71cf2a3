export { default } from '../../src/app/routes/shop/new-page';
