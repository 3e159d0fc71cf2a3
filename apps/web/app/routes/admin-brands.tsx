export { default } from '#web/app/routes/admin/brands-page';
