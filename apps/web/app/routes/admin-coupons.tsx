export { default } from '#web/app/routes/admin/coupons-page';
