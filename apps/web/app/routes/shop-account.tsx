export { default } from '../../src/app/routes/shop/account-page';
