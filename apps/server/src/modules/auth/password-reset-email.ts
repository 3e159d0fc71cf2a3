import type { EmailContent } from '../orders/order-emails';

// The password reset e-mail (issue 13 item 1): pure, so the outbox row is
// written in the transaction that issues the link.

export interface ResetEmailInput {
  to: string;
  name: string;
  link: string;
  minutes: number;
  storeName: string;
}

export function passwordResetEmail({ to, name, link, minutes, storeName }: ResetEmailInput): EmailContent {
  const text = [
    `Dear ${name},`,
    '',
    `We received a request to reset the password of your ${storeName} Computers account. Open this link within ${minutes} minutes to choose a new password:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
    '',
    `${storeName} Computers`,
  ].join('\n');
  return { to, subject: `Reset your ${storeName} password`, text };
}
