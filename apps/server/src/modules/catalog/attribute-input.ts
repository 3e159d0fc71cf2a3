import { messageIn, messages, type AttributeType, type AttributeValue, type AttributeValues } from '@store/contract';
import type { AttributeChoiceJson } from '#server/db/schema/index';
import type { FieldError } from '#server/lib/app-error';

// A typed attribute's value as the admin sends it, checked against its
// definition (docs/decisions/048): the same rule for a product's form and for
// the values a definition's change of type or choices must convert.

export interface AttributeRule {
  code: string;
  type: AttributeType;
  choices: readonly AttributeChoiceJson[];
}

export type Coerced = { ok: true; value: AttributeValue | null } | { ok: false; message: string };

/** The largest figure a number attribute takes. */
const NUMBER_MAX = 1_000_000_000;

const key = (text: string) => text.replace(/\s+/g, '').toLowerCase();
const isBlank = (raw: unknown) => raw === null || raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0);

/** The choice the text names, without case or spaces, as the definition spells it. */
function findChoice(choices: readonly AttributeChoiceJson[], raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return undefined;
  const wanted = key(String(raw));
  return choices.find((choice) => key(choice.value) === wanted)?.value;
}

function coerceNumber(raw: unknown): Coerced {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : Number.NaN;
  if (!Number.isFinite(value) || Math.abs(value) > NUMBER_MAX) return { ok: false, message: messages.ATTRIBUTE_NUMBER_INVALID };
  return { ok: true, value };
}

function coerceBoolean(raw: unknown): Coerced {
  if (typeof raw === 'boolean') return { ok: true, value: raw };
  const word = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (word === 'true' || word === 'yes') return { ok: true, value: true };
  if (word === 'false' || word === 'no') return { ok: true, value: false };
  return { ok: false, message: messages.ATTRIBUTE_BOOLEAN_INVALID };
}

/** The value `raw` stands for under the rule, null for none, or the sentence of why not. */
export function coerceAttributeValue(rule: AttributeRule, raw: unknown): Coerced {
  if (isBlank(raw)) return { ok: true, value: null };
  const listed = rule.choices.map((choice) => choice.value).join(', ');
  switch (rule.type) {
    case 'number':
      return coerceNumber(raw);
    case 'boolean':
      return coerceBoolean(raw);
    case 'choice': {
      const one = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
      const value = findChoice(rule.choices, one);
      return value === undefined ? { ok: false, message: messageIn('en', 'ATTRIBUTE_CHOICE_INVALID', { choices: listed }) } : { ok: true, value };
    }
    case 'multi_choice': {
      const wanted = (Array.isArray(raw) ? raw : [raw]).map((item) => findChoice(rule.choices, item));
      if (wanted.includes(undefined)) return { ok: false, message: messageIn('en', 'ATTRIBUTE_CHOICES_INVALID', { choices: listed }) };
      // In the definition's order, each once.
      return { ok: true, value: rule.choices.map((choice) => choice.value).filter((value) => wanted.includes(value)) };
    }
  }
}

/**
 * A product form's `attributes` checked against its category's rules: the
 * values to store (blank ones left out) and a field error at
 * `attributes.<code>` for each bad or unknown one.
 */
export function checkAttributeValues(rules: readonly AttributeRule[], input: Readonly<Record<string, unknown>>): { values: AttributeValues; errors: FieldError[] } {
  const byCode = new Map(rules.map((rule) => [rule.code, rule]));
  const values: AttributeValues = {};
  const errors: FieldError[] = [];
  for (const [code, raw] of Object.entries(input)) {
    const rule = byCode.get(code);
    if (!rule) {
      if (!isBlank(raw)) errors.push({ path: `attributes.${code}`, message: messageIn('en', 'ATTRIBUTE_UNKNOWN', { code }) });
      continue;
    }
    const coerced = coerceAttributeValue(rule, raw);
    if (!coerced.ok) errors.push({ path: `attributes.${code}`, message: coerced.message });
    else if (coerced.value !== null) values[code] = coerced.value;
  }
  return { values, errors };
}
