export { default } from '#web/app/routes/admin/category-page';
