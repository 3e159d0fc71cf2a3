import { messages, stockAlertRequestSchema } from '@store/contract';
import { BellRing } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { asApiProblem } from '#web/lib/api-client';
import { t } from '#web/lib/i18n';
import { currentLanguage } from '#web/lib/language';
import { requestStockAlert } from '../stock-alerts-api';
import '#web/lib/i18n/en-stock-alerts';

interface NotifyMeProps {
  productId: string;
  /** The signed-in customer's address: the alert goes there and no field is asked. Null for a guest. */
  accountEmail: string | null;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * "Notify me when it's back" under an out-of-stock product's buttons
 * (issue 14 item 8, docs/decisions/037): an e-mail field for a guest, a
 * single button for a signed-in customer; the server's sentence after.
 */
export function NotifyMe({ productId, accountEmail }: NotifyMeProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    setFieldError(undefined);
    if (!accountEmail && email.trim() === '') {
      setFieldError(t('stockAlert.emailRequired'));
      return;
    }
    const parsed = stockAlertRequestSchema.safeParse(accountEmail ? { lang: currentLanguage() } : { email, lang: currentLanguage() });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? messages.EMAIL_INVALID);
      return;
    }
    setBusy(true);
    try {
      setOutcome({ tone: 'success', text: await requestStockAlert(productId, parsed.data) });
    } catch (failure) {
      const problem = asApiProblem(failure, messages.SERVER_ERROR);
      const atField = problem.errors.find((e) => e.path === 'email');
      if (atField) setFieldError(atField.message);
      else setOutcome({ tone: 'error', text: problem.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <BellRing aria-hidden="true" className="size-5 shrink-0 text-accent" />
        {t('stockAlert.title')}
      </h2>
      {outcome?.tone === 'success' ? (
        <Alert tone="success" className="mt-3">
          {outcome.text}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-3">
          <p className="text-sm text-slate-600">
            {accountEmail ? t('stockAlert.accountHint', { email: accountEmail }) : t('stockAlert.guestHint')}
          </p>
          {accountEmail ? null : (
            <InputField
              label={t('stockAlert.email')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={fieldError}
              hint={t('stockAlert.privacy')}
            />
          )}
          {outcome?.tone === 'error' ? <Alert tone="error">{outcome.text}</Alert> : null}
          <Button type="submit" disabled={busy} className="self-start">
            <BellRing aria-hidden="true" className="size-4" />
            {t('stockAlert.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
