import { z } from 'zod';
import { productRatingSchema } from './reviews';
import { LIMITS, PAGE_SIZES, SORT_OPTIONS } from '../lists';
import { messages } from '../messages';
import {
  dataResponse,
  emailSchema,
  idListQuery,
  idSchema,
  optionalText,
  pagedResponse,
  pagingQuery,
  text,
} from './common';
import { langQuery } from './catalog-lang';
import { attributeValuesSchema } from './attributes';
import { phoneSchema } from './phone';
import { listFacetsSchema, withListFilters } from './list-filters';

/** docs/store-rules.md#3-records-and-their-fields "Brand": brand (name, required), isTop. */
export const brandSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  isTop: z.boolean(),
  productCount: z.number().int().optional(),
});
export type Brand = z.infer<typeof brandSchema>;

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

/** A specification row of a product: "CPU" / "Intel Core i9-14900HX". */
export const specRowSchema = z.object({
  label: text(LIMITS.specLabelMax),
  value: text(LIMITS.specValueMax),
});
export type SpecRow = z.infer<typeof specRowSchema>;

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

export const sortBySchema = z.enum(SORT_OPTIONS);

const shopListQueryFields = pagingQuery(PAGE_SIZES.shop).extend({
  category: idListQuery,
  brand: idListQuery,
  sortBy: sortBySchema.optional(),
  lang: langQuery,
});
/**
 * Filters of the shop lists: category and brand (ids, comma-separated), sortBy,
 * and the specification, price and stock filters of ./list-filters.ts.
 */
export const productListQuerySchema = withListFilters(shopListQueryFields);
export const newArrivalsQuerySchema = withListFilters(
  shopListQueryFields.extend({ days: z.coerce.number().int().min(1).max(3650).default(30) }),
);
/**
 * Search: the keyword, sortBy and paging; besides, the shop lists' filters
 * (category, brand, specifications, price, stock) and `facets=1`
 * (docs/decisions/052's addendum on search). Without them it answers as before.
 */
export const searchQuerySchema = withListFilters(
  pagingQuery(PAGE_SIZES.shop).extend({
    keyword: z.string().trim().max(LIMITS.searchMax).default(''),
    category: idListQuery,
    brand: idListQuery,
    sortBy: sortBySchema.optional(),
    lang: langQuery,
  }),
);
export const suggestQuerySchema = z.object({ q: z.string().trim().max(LIMITS.searchMax).default(''), lang: langQuery });

/** A shop list's page; with `facets=1`, its facets (./list-filters.ts). */
export const productListResponseSchema = pagedResponse(productSchema).extend({ facets: listFacetsSchema.optional() });
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

export const featureListResponseSchema = dataResponse(z.array(featureSchema));

/** POST /shop/quotes answers 201 with the new request's id. */
export const quoteCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string() }),
});

/** POST /admin/uploads: the URL of the stored image's 640 px variant (see images.ts for the others). */
export const uploadResponseSchema = dataResponse(z.object({ url: z.string() }));

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
export const quoteDataResponseSchema = dataResponse(quoteRequestSchema);
