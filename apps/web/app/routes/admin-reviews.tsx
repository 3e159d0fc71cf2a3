export { default } from '../../src/app/routes/admin/reviews-page';
