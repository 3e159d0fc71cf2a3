import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema/index';
import { createSmtpMailer } from '#server/modules/notifications/mailer';
import { runOutboxOnce } from '#server/modules/notifications/outbox-worker';
import { renderEmail, type RenderedEmail } from '../src/modules/notifications/emails/render-email';

// What an outbox row sends, as the worker renders it (docs/decisions/028), for
// tests that look at an e-mail without running the worker.

type Row = typeof outbox.$inferSelect;

const STORE = { name: 'Falcon', phone: '+971 4 123 4567', email: 'sales@falcon.ae', origin: 'http://localhost:3000' };

const QUIET = { info: () => {}, warn: () => {}, error: () => {} };

/** One pass of the outbox worker over a real SMTP server, as main.ts runs it, a second on (so what is due now is sent). */
export async function sendOutboxTo(db: Db, smtpUrl: string) {
  const mailer = createSmtpMailer(smtpUrl, '"Falcon Computers" <sales@falcon.ae>');
  try {
    return await runOutboxOnce(db, mailer, QUIET, { store: STORE, now: new Date(Date.now() + 1000) });
  } finally {
    mailer.close();
  }
}

export async function renderedMail(row: Row | undefined): Promise<RenderedEmail> {
  if (!row) throw new Error('no e-mail queued');
  if (!row.payload) return { subject: row.subject ?? '', text: row.text ?? '', html: row.html ?? '' };
  return renderEmail(row.payload, STORE);
}

/** The link an e-mail's button leads to: the tracking link of an order e-mail, the reset link of a reset e-mail. */
export function linkOf(row: Row | undefined): string {
  const payload = row?.payload;
  if (payload && 'trackUrl' in payload && payload.trackUrl) return payload.trackUrl;
  if (payload?.template === 'password_reset') return payload.link;
  throw new Error(`no link in ${JSON.stringify(payload)}`);
}

/** The token of the tracking link in the last e-mail queued to `email` (an order e-mail, docs/decisions/021). */
export async function lastTrackToken(db: DbOrTx, email: string): Promise<string> {
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt)).limit(1);
  const match = /\/shop\/track\?token=([^\s]+)/.exec(linkOf(mail));
  if (!match?.[1]) throw new Error(`no tracking link in: ${linkOf(mail)}`);
  return decodeURIComponent(match[1]);
}
