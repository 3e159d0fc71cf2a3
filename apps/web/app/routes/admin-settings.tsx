export { default } from '#web/app/routes/admin/settings-page';
