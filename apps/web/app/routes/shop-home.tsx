export { default } from '../../src/app/routes/shop/home-page';
