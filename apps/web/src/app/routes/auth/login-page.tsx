import { LoginForm } from '../../../features/auth/components/login-form';
import { t } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function LoginPage() {
  usePageMeta(t('auth.login.pageTitle'), t('auth.login.metaDescription'));
  return <LoginForm />;
}
