export { default } from '../../src/app/routes/admin/orders-page';
