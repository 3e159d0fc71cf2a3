export { default } from '../../src/app/routes/unauthorized-page';
