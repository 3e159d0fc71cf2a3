export { default } from '#web/app/routes/admin/products-page';
