import { z } from 'zod';
import { LIMITS } from '../lists';
import { messages } from '../messages';
import { ATTRIBUTE_CHOICES_MAX, ATTRIBUTE_CODE_PATTERN, ATTRIBUTE_TYPES, ATTRIBUTES_MAX, attributeValueSchema } from './attributes';
import { arabicText } from './catalog-lang';
import { text } from './common';

// What the admin sends about typed attributes (docs/decisions/048): a product's values and a
// category's definitions. Apart from attributes.ts so that a shop page, which shows attributes,
// never downloads the admin's sentences these name (docs/decisions/040).

const attributeCode = z
  .string({ message: messages.ATTRIBUTE_CODE_INVALID })
  .trim()
  .regex(ATTRIBUTE_CODE_PATTERN, { message: messages.ATTRIBUTE_CODE_INVALID });

/**
 * `attributes` of the admin's product create and update: from code to value,
 * null or empty for none. Absent on an update: the values are kept (those the
 * product's category defines). The values are checked against the category's
 * definitions by the server (400 at `attributes.<code>`).
 */
export const attributeValuesInputSchema = z
  .record(attributeCode, z.union([attributeValueSchema, z.null()]), { message: messages.FIELD_INVALID })
  .refine((values) => Object.keys(values).length <= ATTRIBUTES_MAX, { message: messages.FIELD_INVALID })
  .optional();

const choiceInputSchema = z.object({
  value: text(LIMITS.specValueMax),
  labelAr: arabicText(LIMITS.specValueMax),
});

const flag = (fallback: boolean) => z.boolean({ message: messages.FIELD_REQUIRED }).default(fallback);

/** The admin's create and update of an attribute; a change of type or choices converts the values or is refused (409). */
export const attributeDefinitionInputSchema = z
  .object({
    code: attributeCode,
    label: text(LIMITS.specLabelMax),
    labelAr: arabicText(LIMITS.specLabelMax),
    type: z.enum(ATTRIBUTE_TYPES, { message: messages.ATTRIBUTE_TYPE_INVALID }),
    unit: z
      .string({ message: messages.FIELD_INVALID })
      .trim()
      .max(20, { message: 'Must be at most 20 characters' })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    choices: z.array(choiceInputSchema, { message: messages.FIELD_INVALID }).max(ATTRIBUTE_CHOICES_MAX).default([]),
    filterable: flag(false),
    inCompare: flag(true),
    inSpecTable: flag(true),
    onCard: flag(false),
    order: z.coerce.number({ message: messages.FIELD_INVALID }).int({ message: messages.FIELD_INVALID }).min(0).max(1000).optional(),
  })
  .superRefine((input, ctx) => {
    const hasChoices = input.type === 'choice' || input.type === 'multi_choice';
    if (hasChoices && input.choices.length === 0) ctx.addIssue({ code: 'custom', path: ['choices'], message: messages.ATTRIBUTE_CHOICES_REQUIRED });
    if (!hasChoices && input.choices.length > 0) ctx.addIssue({ code: 'custom', path: ['choices'], message: messages.ATTRIBUTE_CHOICES_NOT_ALLOWED });
    if (input.type !== 'number' && input.unit !== null) ctx.addIssue({ code: 'custom', path: ['unit'], message: messages.ATTRIBUTE_UNIT_NOT_ALLOWED });
    const keys = input.choices.map((choice) => choice.value.toLowerCase());
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['choices'], message: messages.ATTRIBUTE_CHOICE_REPEATED });
  });
export type AttributeDefinitionInput = z.input<typeof attributeDefinitionInputSchema>;

