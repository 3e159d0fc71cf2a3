// The store's policy pages (issue 13 item 10): their slugs and sections, in
// the order they read. Their texts are in lib/i18n/en-policies.ts.

export const POLICY_SLUGS = ['delivery', 'returns', 'privacy', 'terms'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const POLICY_SECTIONS = {
  delivery: ['fees', 'times', 'payment', 'handover', 'tracking'],
  returns: ['change', 'faulty', 'excluded', 'warranty', 'refunds', 'how'],
  privacy: ['collect', 'use', 'share', 'cookies', 'keep', 'rights'],
  terms: ['orders', 'prices', 'cancel', 'licences', 'warranty', 'account', 'law'],
} as const satisfies Record<PolicySlug, readonly string[]>;

export function isPolicySlug(value: string | undefined): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value ?? '');
}

export const policyPath = (slug: PolicySlug) => `/shop/policies/${slug}`;
