export { default } from '#web/app/routes/admin/users-page';
