export { default } from '../../src/app/routes/admin/users-page';
