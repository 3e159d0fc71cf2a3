export { default } from '#web/app/routes/admin/sales-page';
