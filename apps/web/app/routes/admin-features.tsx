export { default } from '#web/app/routes/admin/features-page';
