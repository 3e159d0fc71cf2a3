export { default } from '#web/app/routes/admin/reviews-page';
