export { default } from '../../src/app/routes/admin/category-page';
