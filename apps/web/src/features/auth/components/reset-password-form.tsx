import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { messages, resetPasswordRequestSchema, RESET_TOKEN_PATTERN, type ResetPasswordRequest, type User } from '@store/contract';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { toProblem, type ApiProblem } from '#web/lib/api-client';
import { applyFieldErrors } from '#web/lib/form-errors';
import { useHydrated } from '#web/lib/use-hydrated';
import { t } from '#web/lib/i18n';
import { PASSWORD_RESET_ROUTES } from '../password-reset-paths';
import { useAnnounceSession } from '#web/lib/session-events';
import { resetPasswordRequest } from '../api/password-reset-api';
import { useAuthStore } from '../state/auth-context';
import '#web/lib/i18n/en-auth';
import { localePath } from '#web/lib/language';

const FIELDS = ['newPassword'] as const;

const asToken = (value: unknown): string | null => (typeof value === 'string' && RESET_TOKEN_PATTERN.test(value) ? value : null);

/** The token of a reset link's fragment (`#token=…`), or null. */
export function tokenFromHash(hash: string): string | null {
  return asToken(new URLSearchParams(hash.replace(/^#/, '')).get('token'));
}

/** Where the page keeps the token once it is off the address: the history entry's state, never sent anywhere. */
const tokenFromState = (state: unknown): string | null =>
  state && typeof state === 'object' && 'resetToken' in state ? asToken(state.resetToken) : null;

/**
 * Sets a new password from a reset link (issue 13 item 1, docs/decisions/020).
 * The link carries its token in the fragment, never sent to a server; the
 * page moves it into the history entry's state and takes it off the address at
 * once, so it is in no bookmark, shared address or Referer. On success the user is signed in,
 * and the route guard sends them on as after a login.
 */
/**
 * A reset link's new password signs in like a login (state/auth-flows.ts logIn,
 * kept apart so the shop's first visit does not carry it): the route guard
 * then sends the user on.
 */
function useResetPassword() {
  const auth = useAuthStore();
  const announce = useAnnounceSession();
  return useCallback(
    async (form: ResetPasswordRequest): Promise<{ ok: true } | { ok: false; problem: ApiProblem }> => {
      auth.dispatch({ type: 'loginStarted' });
      let user: User;
      try {
        user = (await resetPasswordRequest(form)).user;
      } catch (error) {
        const problem = toProblem(error, messages.RESET_PASSWORD_FAILED);
        auth.dispatch({ type: 'loginFailed', message: problem.message });
        return { ok: false, problem };
      }
      announce({ type: 'sessionStarted', user });
      auth.dispatch({ type: 'loginSucceeded', user });
      return { ok: true };
    },
    [auth, announce],
  );
}

export function ResetPasswordForm() {
  const resetPassword = useResetPassword();
  const { hash, pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fromHash = hydrated ? tokenFromHash(hash) : null;
  // undefined until the browser has read the address: the server never sees the fragment.
  const token = hydrated ? (fromHash ?? tokenFromState(state)) : undefined;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordRequestSchema.pick({ newPassword: true })),
    defaultValues: { newPassword: '' },
  });

  useEffect(() => {
    if (fromHash) void navigate(`${pathname}${search}`, { replace: true, state: { resetToken: fromHash } });
  }, [fromHash, pathname, search, navigate]);

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    setFormError(null);
    const result = await resetPassword({ token, newPassword });
    if (!result.ok) {
      applyFieldErrors(result.problem.errors, setError, FIELDS);
      setFormError(result.problem.message);
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth.reset.title')}</h1>
        <p className="mt-1.5 text-sm text-slate-600">{t('auth.reset.subtitle')}</p>
      </div>

      {token === null ? <Alert tone="error">{t('auth.reset.noLink')}</Alert> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}

      {token === null ? null : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <InputField
            label={t('auth.reset.field')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.hint.password')}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <Button type="submit" size="lg" disabled={isSubmitting || !token} className="mt-2 w-full">
            {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {isSubmitting ? t('auth.reset.pending') : t('auth.reset.submit')}
          </Button>
        </form>
      )}

      <p className="text-center text-sm text-slate-600">
        <Link to={localePath(PASSWORD_RESET_ROUTES.forgotPassword)} className="font-semibold text-accent hover:underline">
          {t('auth.reset.askAgain')}
        </Link>
      </p>
    </div>
  );
}
