import { z } from 'zod';
import { dataResponse, pagedResponse } from './common';
import { arabicTwin } from './catalog-lang';
import { brandSchema, categorySchema, featureSchema, skuProductSchema, specRowSchema } from './catalog';

// What the admin's reads and writes answer (docs/decisions/025): the English
// fields as before, with their Arabic twins beside them (null when there is
// none). The shop's reads answer the shapes of catalog.ts, localised.

export const adminSpecRowSchema = specRowSchema.extend({ labelAr: arabicTwin, valueAr: arabicTwin });
export type AdminSpecRow = z.infer<typeof adminSpecRowSchema>;

export const adminProductSchema = skuProductSchema.extend({
  titleAr: arabicTwin,
  descriptionAr: arabicTwin,
  specs: z.array(adminSpecRowSchema),
  images: z.array(z.string()),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminBrandSchema = brandSchema.extend({ brandAr: arabicTwin });
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const adminCategorySchema = categorySchema.extend({ categoryAr: arabicTwin });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminFeatureSchema = featureSchema.extend({ titleAr: arabicTwin, subtitleAr: arabicTwin });
export type AdminFeature = z.infer<typeof adminFeatureSchema>;

const saved = dataResponse;
const list = <T extends z.ZodType>(item: T) => dataResponse(z.array(item));

/** GET /admin/products/getall. */
export const adminProductListResponseSchema = pagedResponse(adminProductSchema);
/** Create and update answers (docs/store-rules.md#10-orders-stock-and-money): the saved record under `data`. */
export const productDataResponseSchema = saved(adminProductSchema);
/**
 * PUT /admin/products/update/{id}: `droppedAttributes`, present when the product moved to a
 * category that does not define some of its typed attributes, names their codes (docs/decisions/048).
 */
export const productUpdatedResponseSchema = productDataResponseSchema.extend({ droppedAttributes: z.array(z.string()).optional() });
export const adminBrandListResponseSchema = list(adminBrandSchema);
export const brandDataResponseSchema = saved(adminBrandSchema);
export const adminCategoryListResponseSchema = list(adminCategorySchema);
export const categoryDataResponseSchema = saved(adminCategorySchema);
export const adminFeatureListResponseSchema = list(adminFeatureSchema);
export const featureDataResponseSchema = saved(adminFeatureSchema);
