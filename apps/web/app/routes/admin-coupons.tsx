export { default } from '../../src/app/routes/admin/coupons-page';
