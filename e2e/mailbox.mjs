// The browser tests' mailbox: a local SMTP server the store sends its e-mails
// to (SMTP_URL, set by start-server.mjs), and a small HTTP reader of what it
// received, so a test can follow a link from an e-mail as a customer would
// (GET http://127.0.0.1:<httpPort>/messages?to=<address>: [{ to, subject, text }]).
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/** The body of a MIME message as text: headers dropped, quoted-printable undone (ASCII is all the tests read). */
function bodyText(raw) {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  return rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function startMailbox({ smtpPort, httpPort }) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, text: bodyText(raw) });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const reader = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(messages.filter((m) => !to || m.to.includes(to))));
  });
  await new Promise((resolve) => reader.listen(httpPort, '127.0.0.1', resolve));
  return {
    close: () => {
      smtp.close(() => {});
      reader.close();
    },
  };
}
