// /auth/*: the two-column auth layout of docs/store-rules.md#1-the-store-and-its-people around the login and register pages.
export { AuthLayout as default } from '#web/components/layouts/auth-layout';
