export { default } from '#web/app/routes/admin/orders-page';
