import { messages } from '@store/contract';
import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Button, buttonClasses } from '#web/components/ui/button';
import { asApiProblem } from '#web/lib/api-client';
import { t } from '#web/lib/i18n';
import { localePath } from '#web/lib/language';
import { useHydrated } from '#web/lib/use-hydrated';
import { stopStockAlerts } from '../stock-alerts-api';
import { sentence } from '#web/lib/i18n/sentences';

/** The token of an unsubscribe link's fragment (`#token=…`), or null. */
export function unsubscribeToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.length <= 600 ? token : null;
}

/**
 * The page of a stock alert e-mail's unsubscribe link (docs/decisions/037):
 * one press ends every alert of the address. A button, not the visit itself:
 * a mail scanner that opens links must not unsubscribe anybody, and a GET writes nothing.
 */
export function StopAlerts() {
  const { hash } = useLocation();
  const hydrated = useHydrated();
  // The server never sees the fragment: undefined until the browser has read it.
  const token = hydrated ? unsubscribeToken(hash) : undefined;
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function stop() {
    if (!token) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: await stopStockAlerts(token) });
    } catch (failure) {
      setOutcome({ tone: 'error', text: asApiProblem(failure, sentence('SERVER_ERROR', messages.SERVER_ERROR)).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <BellOff aria-hidden="true" className="size-8 text-accent" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('unsubscribe.heading')}</h1>
      {outcome?.tone === 'success' ? (
        <Alert tone="success" className="mt-4">
          {outcome.text}
        </Alert>
      ) : (
        <>
          <p className="mt-3 text-base text-slate-600">{t('unsubscribe.intro')}</p>
          {token === null ? (
            <Alert tone="error" className="mt-4">
              {t('unsubscribe.noToken')}
            </Alert>
          ) : null}
          {outcome?.tone === 'error' ? (
            <Alert tone="error" className="mt-4">
              {outcome.text}
            </Alert>
          ) : null}
          <Button size="lg" className="mt-6 w-full sm:w-auto" disabled={!token || busy} onClick={() => void stop()}>
            {t('unsubscribe.submit')}
          </Button>
        </>
      )}
      <p className="mt-6">
        <Link to={localePath('/shop/home')} className={buttonClasses('ghost', 'sm', '-ms-3')}>
          {t('unsubscribe.back')}
        </Link>
      </p>
    </div>
  );
}
