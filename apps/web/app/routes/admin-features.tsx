export { default } from '../../src/app/routes/admin/features-page';
