export { default } from '../../src/app/routes/admin/products-import-page';
