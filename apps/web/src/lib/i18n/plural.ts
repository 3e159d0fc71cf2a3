// Plural messages (issue 11 item 6): one catalogue entry holds every form a
// language needs, by the categories of Intl.PluralRules, so "1 product" and
// "5 products" come from one message and Arabic can add its zero, two, few
// and many forms without a change to any component.

/** The forms of a plural message; `other` is the one every language has. */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A catalogue entry: plain text, or plural forms chosen by the `count` parameter. */
export type CatalogueText = string | PluralText;

/** The form of `text` for `count` under `rules`; `other` when the language's category has no form here. */
export function pickPluralForm(text: CatalogueText, count: unknown, rules: Intl.PluralRules): string {
  if (typeof text === 'string') return text;
  if (typeof count !== 'number') return text.other;
  return text[rules.select(count)] ?? text.other;
}
