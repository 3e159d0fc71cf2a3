export { default } from '../../src/app/routes/admin/dashboard-page';
