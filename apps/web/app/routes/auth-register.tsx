export { default } from '../../src/app/routes/auth/register-page';
