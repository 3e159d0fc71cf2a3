// A sentence for the page a form's action redirects to (docs/decisions/045):
// the action names it in the address (`?notice=…`, never anything personal),
// and the page says it: a toast when JavaScript runs, a note without
// (components/layouts/landing-notice.tsx). The address then drops it.
import { messages } from '@store/contract';
import { sentence } from './i18n/sentences';

export const LANDING_NOTICE_PARAM = 'notice';

/** The notices an address may name, and their contract sentences. */
export const LANDING_NOTICES = { accountDeleted: 'account-deleted' } as const;

const SENTENCES: Record<string, () => string> = { [LANDING_NOTICES.accountDeleted]: () => sentence('ACCOUNT_DELETED', messages.ACCOUNT_DELETED) };

/** The sentence of the notice an address's query names, or null. */
export function landingNotice(search: string): string | null {
  const name = new URLSearchParams(search).get(LANDING_NOTICE_PARAM);
  return name ? (SENTENCES[name]?.() ?? null) : null;
}
