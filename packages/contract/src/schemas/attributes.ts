import { z } from 'zod';
import { BUILD_ATTRIBUTE_CODES } from '../build-rules';
import { messages } from '../messages';
import { arabicTwin } from './catalog-lang';
import { dataResponse } from './common';

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

export const attributeParamsSchema = z.object({
  id: z.uuid({ message: messages.INVALID_ID }),
  attributeId: z.uuid({ message: messages.INVALID_ID }),
});

export const attributeListResponseSchema = z.object({ success: z.literal(true), data: z.array(attributeDefinitionSchema) });
export const attributeDataResponseSchema = dataResponse(attributeDefinitionSchema);
