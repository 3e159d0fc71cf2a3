import { describe, expect, it } from 'vitest';
import { openSealer } from './key-sealer';

describe('licence key sealer', () => {
  const sealer = openSealer('a-store-secret-of-at-least-32-characters');

  it('opens what it sealed, and the stored form holds neither the key nor its start', () => {
    const sealed = sealer.seal('ABCDE-12345-FGHIJ-67890');
    expect(sealer.open(sealed.sealed)).toBe('ABCDE-12345-FGHIJ-67890');
    expect(sealed.sealed).not.toContain('ABCDE');
    expect(sealed.tail).toBe('7890');
  });

  it('seals the same key differently each time but hashes it the same (duplicates are found without opening)', () => {
    const a = sealer.seal('SAME-KEY-0001');
    const b = sealer.seal('SAME-KEY-0001');
    expect(a.sealed).not.toBe(b.sealed);
    expect(a.keyHash).toBe(b.keyHash);
  });

  it('refuses a row sealed under another secret, or altered', () => {
    const sealed = sealer.seal('ABCDE-12345').sealed;
    const other = openSealer('another-secret-of-at-least-32-characters');
    expect(other.open(sealed)).toBeNull();
    expect(other.secretId).not.toBe(sealer.secretId);
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(sealer.open([iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
  });
});
