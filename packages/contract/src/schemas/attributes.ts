import { z } from 'zod';
import { BUILD_ATTRIBUTE_CODES } from '../build-rules';
import { LIMITS } from '../lists';
import { messages } from '../messages';
import { arabicText, arabicTwin } from './catalog-lang';
import { text } from './common';

// A category's typed attributes and a product's values (issue 24 item 1,
// docs/decisions/048): each category defines its attributes; a product carries
// `attributes`, from an attribute's code to its value.

export const ATTRIBUTE_TYPES = ['choice', 'multi_choice', 'number', 'boolean'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
export const ATTRIBUTE_CODE_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const ATTRIBUTES_MAX = 60;
export const ATTRIBUTE_CHOICES_MAX = 200;

const BUILDER_CODES = Object.entries(BUILD_ATTRIBUTE_CODES)
  .map(([role, codes]) => `${role}: ${codes.join(', ')}`)
  .join('; ');

/** A value as products carry it: a choice or a yes/no, a number in the attribute's unit, or several choices. */
export const attributeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
export const attributeValuesSchema = z
  .record(z.string(), attributeValueSchema)
  .describe(`A product's typed attributes, from code to value. The PC builder reads these codes: ${BUILDER_CODES}.`);

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

export const attributeChoiceSchema = z.object({ value: z.string(), labelAr: arabicTwin });
export type AttributeChoice = z.infer<typeof attributeChoiceSchema>;

/** An attribute of a category (GET /shop/categories/{id}/attributes and the admin's). */
export const attributeDefinitionSchema = z.object({
  _id: z.string(),
  category: z.string(),
  code: z.string().describe(`Stable key of the value in a product's attributes. The PC builder reads: ${BUILDER_CODES}.`),
  label: z.string(),
  labelAr: arabicTwin,
  type: z.enum(ATTRIBUTE_TYPES),
  /** A number's unit as shown after it ("W", "mm", "GB", "Hz"); null for other types. */
  unit: z.string().nullable(),
  /** A choice's or multi-choice's values in order, with their Arabic labels (null: the value is shown). */
  choices: z.array(attributeChoiceSchema),
  filterable: z.boolean(),
  inCompare: z.boolean(),
  inSpecTable: z.boolean(),
  onCard: z.boolean(),
  order: z.number().int(),
});
export type AttributeDefinition = z.infer<typeof attributeDefinitionSchema>;

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

export const attributeParamsSchema = z.object({
  id: z.uuid({ message: messages.INVALID_ID }),
  attributeId: z.uuid({ message: messages.INVALID_ID }),
});

export const attributeListResponseSchema = z.object({ success: z.literal(true), data: z.array(attributeDefinitionSchema) });
export const attributeDataResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: attributeDefinitionSchema });
