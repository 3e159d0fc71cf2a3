import { describe, expect, it } from 'vitest';
import { buyerKeys, normaliseEmail } from './coupon-identity';

describe('the mailbox an address reaches', () => {
  it('ignores case, plus-tags, and for Gmail the dots and the googlemail.com spelling', () => {
    expect(normaliseEmail(' Layla.K+eid@GoogleMail.com ')).toBe('laylak@gmail.com');
    expect(normaliseEmail('l.a.y.l.a.k@gmail.com')).toBe('laylak@gmail.com');
    expect(normaliseEmail('Omar+2@Example.AE')).toBe('omar@example.ae');
  });
  it('keeps the dots of other providers, which mean other mailboxes there', () => {
    expect(normaliseEmail('omar.saeed@example.ae')).toBe('omar.saeed@example.ae');
    expect(normaliseEmail('omar.saeed@example.ae')).not.toBe(normaliseEmail('omarsaeed@example.ae'));
  });
});

describe('the names a buyer counts under', () => {
  it('are the account, the mailbox and the phone', () => {
    expect(buyerKeys({ userId: 'u1', email: 'A.B+x@gmail.com', phone: '+971507770001' })).toEqual(['user:u1', 'email:ab@gmail.com', 'phone:+971507770001']);
    expect(buyerKeys({ userId: null, email: 'guest@example.ae', phone: null })).toEqual(['email:guest@example.ae']);
  });
});
