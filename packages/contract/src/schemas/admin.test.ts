import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { monthlySalesQuerySchema } from './admin';
import { adminQuotesQuerySchema } from './catalog';
import { featureInputSchema, featureReorderSchema } from './catalog-input';

const id = '0d4f2c4e-8a64-4c1b-9f0e-2b7a4c1d9e11';
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('monthly sales year', () => {
  it('takes 2000..2100, and nothing (or an empty value) as the current year', () => {
    expect(monthlySalesQuerySchema.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(monthlySalesQuerySchema.parse({ year: 2000 })).toEqual({ year: 2000 });
    expect(monthlySalesQuerySchema.parse({})).toEqual({ year: undefined });
    expect(monthlySalesQuerySchema.parse({ year: '' })).toEqual({ year: undefined });
  });

  it('refuses other years with one sentence', () => {
    for (const year of ['1999', '2101', 'abc', '2024.5']) {
      expect(firstMessage(monthlySalesQuerySchema.safeParse({ year }))).toBe(messages.YEAR_INVALID);
    }
  });
});

describe('slides', () => {
  it('fills the defaults and leaves the order to the server when not given', () => {
    expect(featureInputSchema.parse({ title: ' Summer ' })).toEqual({
      title: 'Summer',
      subtitle: '',
      link: '/shop/listing',
      order: undefined,
      active: true,
    });
  });

  it('takes store paths and http(s) addresses as links, nothing else', () => {
    for (const link of ['/shop/listing?category=a', 'https://example.ae/x', 'http://example.ae']) {
      expect(featureInputSchema.safeParse({ title: 't', link }).success).toBe(true);
    }
    for (const link of ['javascript:alert(1)', '//evil.example', 'shop/listing', 'data:text/html,x', '/\\evil.example']) {
      expect(firstMessage(featureInputSchema.safeParse({ title: 't', link }))).toBe(messages.LINK_INVALID);
    }
  });

  it('refuses a reorder that names a slide twice', () => {
    expect(featureReorderSchema.safeParse({ ids: [id] }).success).toBe(true);
    expect(firstMessage(featureReorderSchema.safeParse({ ids: [id, id] }))).toBe(messages.FEATURE_IDS_REPEATED);
  });
});

describe('quote requests list', () => {
  it('shows all by default, 10 a page', () => {
    expect(adminQuotesQuerySchema.parse({})).toEqual({ page: 1, limit: 10, status: 'all' });
  });
});
