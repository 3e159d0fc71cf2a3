import { AuthLayout } from '../../../components/layouts/auth-layout';

export default AuthLayout;
