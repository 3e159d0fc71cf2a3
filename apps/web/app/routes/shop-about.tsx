export { default } from '../../src/app/routes/shop/about-page';
