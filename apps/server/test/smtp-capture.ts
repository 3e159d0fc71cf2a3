import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the e-mail tests (smtp-server), keeping every message
// it accepts, parsed with mailparser: the text and HTML parts as a mail client
// reads them.

export interface CapturedMail {
  to: string[];
  mail: ParsedMail;
  /** The message as it came over the wire (headers and MIME parts). */
  raw: string;
}

export interface SmtpCapture {
  port: number;
  url: string;
  received: CapturedMail[];
  close(): Promise<void>;
}

/** A local SMTP server keeping every message; with `rejectRecipients`, one that refuses every recipient (550). */
export async function startSmtpCapture({ rejectRecipients = false } = {}): Promise<SmtpCapture> {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(rejectRecipients ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail, raw: raw.toString('utf8') });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no SMTP port');
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The one message received for `to`; throws when there is none or more than one. */
export function mailTo(capture: SmtpCapture, to: string, subjectPart = ''): ParsedMail {
  const found = capture.received.filter((m) => m.to.includes(to) && (m.mail.subject ?? '').includes(subjectPart));
  const [first] = found;
  if (!first || found.length !== 1) {
    throw new Error(`${found.length} e-mails to ${to} (${subjectPart}): ${capture.received.map((m) => `${m.to.join(',')}: ${m.mail.subject}`).join(' | ')}`);
  }
  return first.mail;
}
