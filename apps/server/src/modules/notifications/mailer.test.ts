import { describe, expect, it } from 'vitest';
import { smtpOptionsFromUrl } from './mailer';

describe('SMTP_URL', () => {
  it('gives host, port, TLS and credentials', () => {
    expect(smtpOptionsFromUrl('smtp://shop%40falcon.ae:p%40ss@mail.example.ae:2525')).toEqual({
      host: 'mail.example.ae',
      port: 2525,
      secure: false,
      auth: { user: 'shop@falcon.ae', pass: 'p@ss' },
    });
  });

  it('defaults the port by scheme and leaves out empty credentials', () => {
    expect(smtpOptionsFromUrl('smtps://mail.example.ae')).toEqual({ host: 'mail.example.ae', port: 465, secure: true });
    expect(smtpOptionsFromUrl('smtp://mail.example.ae')).toEqual({ host: 'mail.example.ae', port: 587, secure: false });
  });
});
