import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Files sent with it: an order's invoice PDF (docs/decisions/026). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends one e-mail or throws; the outbox worker owns retries. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A slow or silent mail server must not hold a worker for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * smtp://user:pass@host:port (STARTTLS when offered) or smtps:// (TLS from the
 * start). Parsed here because nodemailer drops every other option when it is
 * given a URL, and the timeouts above must apply.
 */
export function smtpOptionsFromUrl(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
  };
}

/** Over SMTP (`SMTP_URL`, e.g. smtp://user:pass@mail.example.ae:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ ...smtpOptionsFromUrl(smtpUrl), ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL (development, the embedded default): the message goes to the log. */
export function createLogMailer(log: MailLog): Mailer {
  return {
    async send(message) {
      const attachments = message.attachments?.map((a) => a.filename);
      log.info({ to: message.to, subject: message.subject, attachments }, `e-mail (no SMTP_URL set, not sent):\n${message.text}`);
    },
    close: () => {},
  };
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'storeEmail' | 'storeName'>, log: MailLog): Mailer {
  const from = `"${config.storeName} Computers" <${config.storeEmail}>`;
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, from) : createLogMailer(log);
}
