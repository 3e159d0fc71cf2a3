export { default } from '#web/app/routes/admin/products-import-page';
