import { z } from 'zod';
import { LIMITS } from '../lists';
import { messages } from '../messages';
import { aedSchema, chosenIdSchema, idSchema, numberInput, text } from './common';
import { arabicText } from './catalog-lang';
import { attributeValuesInputSchema } from './attribute-input';
import { specRowSchema } from './catalog';

// What the admin sends to change the catalogue: brands, categories, products and the home page's
// slides. Apart from catalog.ts so that a shop page, which reads products, never downloads the
// admin's sentences these name (docs/decisions/040).

export const brandInputSchema = z.object({
  brand: text(LIMITS.nameMax, messages.BRAND_REQUIRED),
  /** The Arabic name (docs/decisions/025); absent on an update: kept. */
  brandAr: arabicText(LIMITS.nameMax),
  isTop: z.boolean({ message: messages.FIELD_REQUIRED }).default(false),
});
export type BrandInput = z.input<typeof brandInputSchema>;

export const categoryInputSchema = z.object({
  category: text(LIMITS.nameMax, messages.CATEGORY_REQUIRED),
  /** The Arabic name (docs/decisions/025); absent on an update: kept. */
  categoryAr: arabicText(LIMITS.nameMax),
  isTop: z.boolean({ message: messages.FIELD_REQUIRED }).default(false),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** A specification row in the admin's form, with its Arabic twins (absent on an update: kept while the English stays). */
export const specRowInputSchema = specRowSchema.extend({
  labelAr: arabicText(LIMITS.specLabelMax),
  valueAr: arabicText(LIMITS.specValueMax),
});
export type SpecRowInput = z.input<typeof specRowInputSchema>;

/**
 * A product's image: the URL from POST /admin/uploads. "No image" is null,
 * whether the form sends null, an empty string or nothing, so create, update
 * and read all answer the same.
 */
const imageUrlSchema = z
  .string({ message: messages.FIELD_REQUIRED })
  .trim()
  .max(500)
  .nullable()
  .optional()
  .transform((url) => (url ? url : null));

/**
 * A SKU as the admin types it (docs/decisions/032): trimmed, 2 to 40 letters,
 * digits or hyphens, a letter or digit at each end; unique in any case.
 * Left out, null or empty: made by the database on a create, kept on an update.
 */
export const SKU_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38}[A-Za-z0-9])$/;
export const skuInputSchema = z
  .union([z.string({ message: messages.SKU_INVALID }), z.null()], { message: messages.SKU_INVALID })
  .optional()
  .transform((v) => (v ? v.trim() : ''))
  .pipe(z.string().refine((v) => v === '' || SKU_PATTERN.test(v), { message: messages.SKU_INVALID }))
  .transform((v) => (v === '' ? null : v));

/** Admin create and update: every product field (docs/store-rules.md#field-formats). */
export const productInputSchema = z
  .object({
    title: text(LIMITS.titleMax, messages.TITLE_REQUIRED),
    sku: skuInputSchema,
    description: z
      .string({ message: messages.FIELD_REQUIRED })
      .trim()
      .max(LIMITS.descriptionMax, { message: `Must be at most ${LIMITS.descriptionMax} characters` })
      .default(''),
    /** Arabic twins (docs/decisions/025): absent on an update, kept; empty or null, none. */
    titleAr: arabicText(LIMITS.titleMax),
    descriptionAr: arabicText(LIMITS.descriptionMax),
    category: chosenIdSchema(messages.CATEGORY_CHOICE_REQUIRED),
    brand: chosenIdSchema(messages.BRAND_CHOICE_REQUIRED),
    image: imageUrlSchema,
    /**
     * The gallery in order (at most LIMITS.galleryMax); the first is the listing
     * image and wins over `image`. Absent: `image` alone decides (docs/decisions/034).
     */
    images: z
      .array(z.string({ message: messages.FIELD_REQUIRED }).trim().min(1, { message: messages.FIELD_REQUIRED }).max(500), {
        message: messages.FIELD_REQUIRED,
      })
      .max(LIMITS.galleryMax, { message: messages.GALLERY_TOO_MANY })
      .refine((urls) => new Set(urls).size === urls.length, { message: messages.GALLERY_DUPLICATE })
      .optional(),
    price: aedSchema,
    salePrice: z
      .union([aedSchema, z.null(), z.literal('')])
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
    totalStock: numberInput(messages.STOCK_INVALID).pipe(
      z
        .number()
        .int({ message: messages.STOCK_INVALID })
      .min(0, { message: messages.STOCK_INVALID })
        .max(LIMITS.stockMax, { message: messages.STOCK_INVALID }),
    ),
    isQuoteAvailable: z.boolean({ message: messages.FIELD_REQUIRED }).default(false),
    specs: z.array(specRowInputSchema, { message: messages.FIELD_REQUIRED }).max(LIMITS.specRowsMax).default([]),
    /** The typed attributes, checked against the category's (docs/decisions/048); absent on an update: kept. */
    attributes: attributeValuesInputSchema,
  })
  .refine((p) => p.salePrice === null || p.salePrice < p.price, {
    message: messages.SALE_PRICE_NOT_BELOW,
    path: ['salePrice'],
  });
export type ProductInput = z.input<typeof productInputSchema>;

/** A slide's link: a path of the store (`/shop/listing?category=…`) or a full http(s) address, nothing else. */
const featureLinkSchema = z
  .string({ message: messages.LINK_INVALID })
  .trim()
  .max(500)
  .refine((link) => /^(\/(?![/\\])|https?:\/\/)/i.test(link), { message: messages.LINK_INVALID })
  .default('/shop/listing');

/**
 * Create and update of a slide. `image` is a URL from POST /admin/uploads, or null.
 * Without `order`, a new slide goes last and an edited one keeps its place.
 */
export const featureInputSchema = z.object({
  image: z.string({ message: messages.FIELD_REQUIRED }).trim().max(500).nullable().optional(),
  title: text(LIMITS.titleMax, messages.TITLE_REQUIRED),
  subtitle: z.string({ message: messages.FIELD_REQUIRED }).trim().max(300).default(''),
  /** Arabic twins (docs/decisions/025): absent on an update, kept; empty or null, none. */
  titleAr: arabicText(LIMITS.titleMax),
  subtitleAr: arabicText(300),
  link: featureLinkSchema,
  order: z.coerce.number({ message: messages.FIELD_INVALID }).int({ message: messages.FIELD_INVALID }).min(0).max(1000).optional(),
  active: z.boolean({ message: messages.FIELD_REQUIRED }).default(true),
});
export type FeatureInput = z.input<typeof featureInputSchema>;

/** PATCH /admin/features/reorder: the slides in their new order; slides not listed follow in their old order. */
export const featureReorderSchema = z.object({
  ids: z
    .array(idSchema, { message: messages.FIELD_REQUIRED })
    .min(1, { message: messages.FIELD_REQUIRED })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: messages.FEATURE_IDS_REPEATED }),
});
export type FeatureReorderInput = z.input<typeof featureReorderSchema>;
