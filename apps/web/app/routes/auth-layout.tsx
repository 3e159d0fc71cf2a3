export { AuthLayout as default } from '../../src/components/layouts/auth-layout';
