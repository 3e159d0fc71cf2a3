import { describe, expect, it } from 'vitest';
import { orderReferenceCandidates } from './order-json';

describe('order references', () => {
  it('reads a random reference typed with or without the prefix, dashes, spaces or case, O as 0 and I or L as 1', () => {
    for (const text of ['FC-7K3M-9QXD', 'fc-7k3m-9qxd', 'FC7K3M9QXD', '7K3M-9QXD', ' 7k3m 9qxd ']) expect(orderReferenceCandidates(text)).toEqual(['FC-7K3M-9QXD']);
    expect(orderReferenceCandidates('FC-1O2L-3I4O')).toEqual(['FC-1021-3140']);
  });

  it('reads an order placed before the random references by its number, as FC-000123', () => {
    for (const text of ['FC-000123', 'fc-123', 'FC000123', '000123', '123', ' 123 ']) expect(orderReferenceCandidates(text)).toContain('FC-000123');
    expect(orderReferenceCandidates('FC-1234567')).toEqual(['FC-1234567']);
  });

  it('tries both readings of eight digits, and none of a text that is no reference', () => {
    expect(orderReferenceCandidates('12345678')).toEqual(['FC-12345678', 'FC-1234-5678']);
    for (const text of ['', 'FC-', 'Sara', '12a', 'FC-0', '1.5', 'FC-7K3M-9QXU', '7K3M9QXD1']) expect(orderReferenceCandidates(text)).toEqual([]);
  });
});
