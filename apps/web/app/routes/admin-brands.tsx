export { default } from '../../src/app/routes/admin/brands-page';
