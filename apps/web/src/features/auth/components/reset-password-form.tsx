import { RESET_TOKEN_PATTERN } from '@store/contract';
import { useEffect } from 'react';
import { Form, Link, useActionData, useLocation, useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { PasswordField } from '#web/components/ui/password-field';
import { SubmitButton } from '#web/components/ui/submit-button';
import { fieldError, formError, type ActionFailure } from '#web/lib/form-action';
import { useHydrated } from '#web/lib/use-hydrated';
import { t } from '#web/lib/i18n';
import { PASSWORD_RESET_ROUTES } from '../password-reset-paths';
import { localePath } from '#web/lib/language';

const asToken = (value: unknown): string | null => (typeof value === 'string' && RESET_TOKEN_PATTERN.test(value) ? value : null);

/** The token of a reset link's fragment (`#token=…`), or null. */
export function tokenFromHash(hash: string): string | null {
  return asToken(new URLSearchParams(hash.replace(/^#/, '')).get('token'));
}

/** Where the page keeps the token once it is off the address: the history entry's state, never sent anywhere. */
const tokenFromState = (state: unknown): string | null =>
  state && typeof state === 'object' && 'resetToken' in state ? asToken(state.resetToken) : null;

/**
 * Sets a new password from a reset link (docs/decisions/020). The link carries
 * its token in the fragment, never sent to a server; the page moves it into
 * the history entry's state and takes it off the address at once, so it is in
 * no bookmark, shared address or Referer. The form posts the token in its body
 * to the page's action (routes/auth-reset-password.tsx); a fragment needs
 * JavaScript to be read, which the page says when it is off. On success the
 * user is signed in, and the route guard sends them on as after a login.
 */
export function ResetPasswordForm() {
  const failure = useActionData<ActionFailure>();
  const { hash, pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fromHash = hydrated ? tokenFromHash(hash) : null;
  // undefined until the browser has read the address: the server never sees the fragment.
  const token = hydrated ? (fromHash ?? tokenFromState(state)) : undefined;
  const message = formError(failure);

  useEffect(() => {
    if (fromHash) void navigate(`${pathname}${search}`, { replace: true, state: { resetToken: fromHash } });
  }, [fromHash, pathname, search, navigate]);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth.reset.title')}</h1>
        <p className="mt-1.5 text-sm text-slate-600">{t('auth.reset.subtitle')}</p>
      </div>

      <noscript>
        <Alert tone="error">{t('auth.reset.needsScript')}</Alert>
      </noscript>
      {token === null ? <Alert tone="error">{t('auth.reset.noLink')}</Alert> : null}
      {message ? <Alert tone="error">{message}</Alert> : null}

      {token === null ? null : (
        // The token stays in the history entry's state across the submission (a refused one shows the form again).
        <Form method="post" noValidate state={{ resetToken: token }} className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token ?? ''} />
          <PasswordField chosen label={t('auth.reset.field')} name="newPassword" error={fieldError(failure, 'newPassword')} />
          <SubmitButton size="lg" className="mt-2 w-full" disabled={!token} pendingLabel={t('auth.reset.pending')}>
            {t('auth.reset.submit')}
          </SubmitButton>
        </Form>
      )}

      <p className="text-center text-sm text-slate-600">
        <Link to={localePath(PASSWORD_RESET_ROUTES.forgotPassword)} className="font-semibold text-accent hover:underline">
          {t('auth.reset.askAgain')}
        </Link>
      </p>
    </div>
  );
}
