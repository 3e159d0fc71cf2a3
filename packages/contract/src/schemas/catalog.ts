import { z } from 'zod';
import { productRatingSchema } from './reviews';
import { LIMITS, PAGE_SIZES, SORT_OPTIONS } from '../lists';
import { messages } from '../messages';
import {
  aedSchema,
  chosenIdSchema,
  emailSchema,
  idListQuery,
  idSchema,
  numberInput,
  optionalText,
  pagedResponse,
  pagingQuery,
  text,
} from './common';
import { arabicText, langQuery } from './catalog-lang';
import { attributeValuesInputSchema, attributeValuesSchema } from './attributes';
import { phoneSchema } from './phone';

/** docs/store-rules.md#3-records-and-their-fields "Brand": brand (name, required), isTop. */
export const brandSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  isTop: z.boolean(),
  productCount: z.number().int().optional(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandInputSchema = z.object({
  brand: text(LIMITS.nameMax, messages.BRAND_REQUIRED),
  /** The Arabic name (docs/decisions/025); absent on an update: kept. */
  brandAr: arabicText(LIMITS.nameMax),
  isTop: z.boolean({ message: messages.FIELD_REQUIRED }).default(false),
});
export type BrandInput = z.input<typeof brandInputSchema>;

/** docs/store-rules.md#3-records-and-their-fields "Category": category (name, required), isTop. */
export const categorySchema = z.object({
  _id: z.string(),
  category: z.string(),
  /** A stable key made from the first name ("gaming-pc"); a rename keeps it. */
  slug: z.string(),
  isTop: z.boolean(),
  productCount: z.number().int().optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryInputSchema = z.object({
  category: text(LIMITS.nameMax, messages.CATEGORY_REQUIRED),
  /** The Arabic name (docs/decisions/025); absent on an update: kept. */
  categoryAr: arabicText(LIMITS.nameMax),
  isTop: z.boolean({ message: messages.FIELD_REQUIRED }).default(false),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** A specification row of a product: "CPU" / "Intel Core i9-14900HX". */
export const specRowSchema = z.object({
  label: text(LIMITS.specLabelMax),
  value: text(LIMITS.specValueMax),
});
export type SpecRow = z.infer<typeof specRowSchema>;
/** A specification row in the admin's form, with its Arabic twins (absent on an update: kept while the English stays). */
export const specRowInputSchema = specRowSchema.extend({
  labelAr: arabicText(LIMITS.specLabelMax),
  valueAr: arabicText(LIMITS.specValueMax),
});
export type SpecRowInput = z.input<typeof specRowInputSchema>;

/** docs/store-rules.md#3-records-and-their-fields "Product", as responses show it (AED numbers). */
export const productSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  categoryName: z.string(),
  brand: z.string(),
  brandName: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  salePrice: z.number().nullable(),
  totalStock: z.number().int(),
  isQuoteAvailable: z.boolean(),
  specs: z.array(specRowSchema),
  /** The typed attributes its category defines, from code to value (docs/decisions/048). */
  attributes: attributeValuesSchema,
  createdAt: z.string(),
  /** The visible reviews' average (one decimal) and count; absent while there is none (docs/decisions/036). */
  rating: productRatingSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * The product of a product page and of the admin: with its stock-keeping unit
 * (docs/decisions/032). Lists leave it out: no card shows it, and every byte
 * of the home page's data counts (e2e/tests/weight.spec.ts).
 */
export const skuProductSchema = productSchema.extend({ sku: z.string() });
export type SkuProduct = z.infer<typeof skuProductSchema>;

/**
 * The product page's product: its SKU and its gallery besides. `images` is every photo in
 * the admin's order, the first being `image` (the listing image); lists keep
 * `image` only (docs/decisions/034).
 */
export const productWithGallerySchema = skuProductSchema.extend({ images: z.array(z.string()) });
export type ProductWithGallery = z.infer<typeof productWithGallerySchema>;

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

export const sortBySchema = z.enum(SORT_OPTIONS);

/** Filters of the shop lists: category and brand (ids, comma-separated), sortBy. */
export const productListQuerySchema = pagingQuery(PAGE_SIZES.shop).extend({
  category: idListQuery,
  brand: idListQuery,
  sortBy: sortBySchema.optional(),
  lang: langQuery,
});
export const newArrivalsQuerySchema = productListQuerySchema.extend({
  days: z.coerce.number().int().min(1).max(3650).default(30),
});
export const searchQuerySchema = pagingQuery(PAGE_SIZES.shop).extend({
  keyword: z.string().trim().max(LIMITS.searchMax).default(''),
  sortBy: sortBySchema.optional(),
  lang: langQuery,
});
export const suggestQuerySchema = z.object({ q: z.string().trim().max(LIMITS.searchMax).default(''), lang: langQuery });

export const productListResponseSchema = pagedResponse(productSchema);
export const productDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    product: productWithGallerySchema,
    relatedProducts: z.array(productSchema),
    randomProducts: z.array(productSchema),
  }),
});
export const suggestionSchema = z.object({ _id: z.string(), title: z.string() });
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsResponseSchema = z.object({ success: z.literal(true), data: z.array(suggestionSchema) });
/** GET /shop/products/last-added: the newest products, not paged. */
export const productsResponseSchema = z.object({ success: z.literal(true), data: z.array(productSchema) });

/** GET /admin/products/getall: 4 a page, with a search and the shop's filters. */
export const adminProductListQuerySchema = pagingQuery(PAGE_SIZES.adminProducts).extend({
  search: optionalText(LIMITS.searchMax),
  category: idListQuery,
  brand: idListQuery,
});

export const brandListResponseSchema = z.object({ success: z.literal(true), data: z.array(brandSchema) });
export const categoryListResponseSchema = z.object({ success: z.literal(true), data: z.array(categorySchema) });

/** docs/store-rules.md#3-records-and-their-fields: Get Quote request (docs/store-rules.md#get-quote). */
export const quoteRequestInputSchema = z.object({
  productId: idSchema,
  name: text(LIMITS.nameMax, messages.NAME_REQUIRED),
  email: emailSchema,
  phone: phoneSchema,
  quantity: z.coerce.number({ message: messages.QUANTITY_MIN }).int().min(1, { message: messages.QUANTITY_MIN }).max(LIMITS.stockMax),
  message: optionalText(2000),
});
export type QuoteRequestInput = z.input<typeof quoteRequestInputSchema>;

/** /admin/features: a hero slide of the home page. */
export const featureSchema = z.object({
  _id: z.string(),
  image: z.string().nullable(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  order: z.number().int(),
  active: z.boolean(),
});
export type Feature = z.infer<typeof featureSchema>;

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
export const featureListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(featureSchema),
});
/** PATCH /admin/features/reorder: the slides in their new order; slides not listed follow in their old order. */
export const featureReorderSchema = z.object({
  ids: z
    .array(idSchema, { message: messages.FIELD_REQUIRED })
    .min(1, { message: messages.FIELD_REQUIRED })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: messages.FEATURE_IDS_REPEATED }),
});
export type FeatureReorderInput = z.input<typeof featureReorderSchema>;

/** POST /shop/quotes answers 201 with the new request's id. */
export const quoteCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string() }),
});

/** POST /admin/uploads: the URL of the stored image's 640 px variant (see images.ts for the others). */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ url: z.string() }),
});

/** A Get Quote request as the admins see it (docs/store-rules.md#get-quote). `productId` is null once the product is deleted. */
export const quoteRequestSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  productTitle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  quantity: z.number().int(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.string(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const QUOTE_FILTERS = ['open', 'handled', 'all'] as const;
export type QuoteFilter = (typeof QUOTE_FILTERS)[number];

/** GET /admin/quotes: newest first, 10 a page; `status` open, handled or all (the default). */
export const adminQuotesQuerySchema = pagingQuery(PAGE_SIZES.quotes).extend({
  status: z.enum(QUOTE_FILTERS).default('all'),
});
export type AdminQuotesQuery = z.output<typeof adminQuotesQuerySchema>;
export const quotesPageResponseSchema = pagedResponse(quoteRequestSchema);

/** PATCH /admin/quotes/{id}/handled. */
export const quoteHandledSchema = z.object({ handled: z.boolean({ message: messages.FIELD_REQUIRED }) });
export const quoteDataResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: quoteRequestSchema,
});
