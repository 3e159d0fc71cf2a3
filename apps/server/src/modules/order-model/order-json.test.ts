import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './order-json';

describe('order numbers', () => {
  it('shows the sequence as FC-000123', () => {
    expect(formatOrderNumber(123)).toBe('FC-000123');
    expect(formatOrderNumber(1_234_567)).toBe('FC-1234567');
  });

  it('reads a typed order number with or without the prefix', () => {
    for (const text of ['FC-000123', 'fc-123', 'FC000123', '000123', '123', ' 123 ']) expect(parseOrderNumber(text)).toBe(123);
    for (const text of ['', 'FC-', 'Sara', '12a', 'FC-0', '-5', '1.5']) expect(parseOrderNumber(text)).toBeNull();
  });
});
