import { describe, expect, it } from 'vitest';
import { normaliseTrackingNumber, courierTrackingUrl } from './couriers';
import { parseLicenceKeys } from './licence-keys';

describe('parseLicenceKeys', () => {
  it('reads one key a line, skipping blank lines, and reports repeats and bad lines by line number', () => {
    const parsed = parseLicenceKeys('AAAAA-11111\n\n  BBBBB-22222  \nAAAAA-11111\nnot a key\nCCCCC-33333\r\n');
    expect(parsed.keys).toEqual([
      { line: 1, key: 'AAAAA-11111' },
      { line: 3, key: 'BBBBB-22222' },
      { line: 6, key: 'CCCCC-33333' },
    ]);
    expect(parsed.repeatedLines).toEqual([4]);
    expect(parsed.invalidLines).toEqual([5]);
  });

  it('takes the first cell of a CSV file and skips its header', () => {
    const parsed = parseLicenceKeys('\uFEFFLicence key,Note\n"KEY-0001-AAAA",first batch\nKEY-0002-BBBB;x\n');
    expect(parsed.keys.map((k) => k.key)).toEqual(['KEY-0001-AAAA', 'KEY-0002-BBBB']);
    expect(parsed.invalidLines).toEqual([]);
  });
});

describe('tracking numbers', () => {
  it('reads spaces away and capitals in, and refuses what no courier prints', () => {
    expect(normaliseTrackingNumber('1z 999 aa1 0123456784')).toBe('1Z999AA10123456784');
    expect(normaliseTrackingNumber('12345')).toBeNull();
    expect(normaliseTrackingNumber('<script>')).toBeNull();
    expect(normaliseTrackingNumber('-123456')).toBeNull();
  });

  it("links to the courier's page, and not for Other", () => {
    expect(courierTrackingUrl('dhl_express', '1234567890')).toBe(
      'https://www.dhl.com/ae-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    );
    expect(courierTrackingUrl('other', '1234567890')).toBeNull();
  });
});
