import { describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import type { EmailPayload } from '#server/lib/outbox/email-payload';
import { withoutLicenceKeys } from './sent-payload';

// A done-with outbox row keeps no licence key (docs/decisions/030).

const order = { _id: 'o-1', orderNumber: 'FC-000042' } as Pick<Order, '_id' | 'orderNumber'>;
const withKeys = (licenceKeys: Order['licenceKeys']): EmailPayload =>
  ({ template: 'licence_keys', language: 'en', order: { ...order, licenceKeys }, trackUrl: null }) as EmailPayload;

describe('withoutLicenceKeys', () => {
  it('masks every key to its last four characters, as the admin sees them, and keeps the rest', () => {
    const scrubbed = withoutLicenceKeys(
      withKeys([
        { productId: 'p-9', title: 'Office 2024 Home', key: 'OFF24-KEY-AAAA-0001' },
        { productId: 'p-9', title: 'Office 2024 Home', key: 'OFF24-KEY-BBBB-0002' },
      ]),
    );
    expect(scrubbed).toEqual(
      withKeys([
        { productId: 'p-9', title: 'Office 2024 Home', key: '••••-0001' },
        { productId: 'p-9', title: 'Office 2024 Home', key: '••••-0002' },
      ]),
    );
    expect(JSON.stringify(scrubbed)).not.toContain('OFF24-KEY');
  });

  it('leaves rows without keys as they are (null: nothing to write)', () => {
    expect(withoutLicenceKeys(null)).toBeNull();
    expect(withoutLicenceKeys(withKeys(undefined))).toBeNull();
    expect(withoutLicenceKeys(withKeys([]))).toBeNull();
    expect(withoutLicenceKeys({ template: 'password_reset', language: 'en', name: 'Layla', link: 'https://x/reset', minutes: 30 })).toBeNull();
  });
});
