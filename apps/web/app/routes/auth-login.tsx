export { default } from '../../src/app/routes/auth/login-page';
