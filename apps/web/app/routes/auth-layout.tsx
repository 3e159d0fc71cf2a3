// /auth/*: the two-column auth layout of spec section 1 around the login and register pages.
export { AuthLayout as default } from '#web/components/layouts/auth-layout';
