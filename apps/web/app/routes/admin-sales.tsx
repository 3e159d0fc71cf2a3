export { default } from '../../src/app/routes/admin/sales-page';
