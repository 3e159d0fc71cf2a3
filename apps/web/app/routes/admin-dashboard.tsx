export { default } from '#web/app/routes/admin/dashboard-page';
