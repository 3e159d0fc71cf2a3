import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

// The e-mails the store sent, as the e2e server's mail catcher received them.

interface Mail {
  to: string[];
  raw: string;
}

/** The body of a raw message with quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function mails(): Mail[] {
  // start-server.mjs writes here.
  const file = path.join(os.tmpdir(), `store-e2e-mailbox-${process.env.E2E_PORT ?? '4310'}.jsonl`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
}

/** Waits (the outbox worker polls every few seconds) for an e-mail to `to` whose body matches `pattern`; the match. */
export async function waitForMail(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      () => {
        for (const mail of mails().toReversed()) {
          if (!mail.to.includes(to)) continue;
          found = pattern.exec(decoded(mail.raw));
          if (found) return true;
        }
        return false;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  if (!found) throw new Error(`no e-mail to ${to}`);
  return found;
}

/** Waits for an e-mail to `to` whose subject matches `subject`; the message as a mail client reads it (text and HTML parts). */
export async function waitForParsedMail(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | null = null;
  await expect
    .poll(
      async () => {
        for (const mail of mails().toReversed()) {
          if (!mail.to.includes(to)) continue;
          const parsed = await simpleParser(mail.raw);
          if (subject.test(parsed.subject ?? '')) {
            found = parsed;
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  if (!found) throw new Error(`no e-mail to ${to} with subject ${subject}`);
  return found;
}

/**
 * Follows the confirmation link a new account was sent (docs/decisions/051): until then, its order
 * e-mails after the first wait in the outbox. The link's page posts the token; so does this.
 */
export async function confirmEmail(request: APIRequestContext, to: string): Promise<void> {
  const [, token] = await waitForMail(to, /\/shop\/confirm-email\?token=([A-Za-z0-9._-]+)/);
  expect((await request.post('/api/auth/confirm-email', { data: { token } })).status()).toBe(200);
}
