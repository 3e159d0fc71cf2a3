import { RegisterForm } from '../../../features/auth/components/register-form';
import { t } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function RegisterPage() {
  usePageMeta(t('auth.register.pageTitle'), t('auth.register.metaDescription'));
  return <RegisterForm />;
}
