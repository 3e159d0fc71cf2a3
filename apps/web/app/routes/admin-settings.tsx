export { default } from '../../src/app/routes/admin/settings-page';
