import { productInputSchema, type AdminProduct } from '@store/contract';
import { z } from 'zod';
import { t } from '#web/lib/i18n';
import { attributeFormValues, type AttributeFormValue } from './attribute-form-values';

/**
 * The product form is checked with the contract's admin create/update schema.
 * The one addition: an unchosen category or brand (the selects' empty first
 * choice) says "Choose a category" rather than the id format's "Invalid id".
 * Its issues come first, so they are the ones the fields show. The sentences
 * are said when a check fails, not when the module loads (the admin's texts
 * are added by its route, after this module is imported).
 */
export const productFormSchema = z
  .object({
    category: z.string().min(1, { error: () => t('admin.products.chooseCategory') }),
    brand: z.string().min(1, { error: () => t('admin.products.chooseBrand') }),
  })
  .and(productInputSchema)
  // The typed attributes as their fields hold them: the save turns them into the call's values (attribute-form-values.ts).
  .and(z.object({ attributes: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional() }));

export type ProductFormInput = z.input<typeof productFormSchema>;
/** What a valid form gives: the body of the create and update calls. */
export type ProductFormOutput = z.output<typeof productFormSchema>;

/** The fields the server may name in its 400 `errors` (the spec rows are added by index). */
export const PRODUCT_FIELDS = [
  'title',
  'titleAr',
  'sku',
  'description',
  'descriptionAr',
  'category',
  'brand',
  'image',
  'images',
  'price',
  'salePrice',
  'totalStock',
  'isQuoteAvailable',
  'specs',
] as const;

/** The form's first values: empty for a new product, the product's own when editing (both languages). */
export function productFormDefaults(product: AdminProduct | null) {
  return {
    title: product?.title ?? '',
    titleAr: product?.titleAr ?? '',
    sku: product?.sku ?? '',
    description: product?.description ?? '',
    descriptionAr: product?.descriptionAr ?? '',
    category: product?.category ?? '',
    brand: product?.brand ?? '',
    image: product?.image ?? null,
    images: product?.images ?? [],
    price: product ? String(product.price) : '',
    salePrice: product?.salePrice != null ? String(product.salePrice) : '',
    totalStock: product ? String(product.totalStock) : '',
    isQuoteAvailable: product?.isQuoteAvailable ?? false,
    attributes: attributeFormValues(product?.attributes) as Record<string, AttributeFormValue>,
    specs: product?.specs.map(({ label, value, labelAr, valueAr }) => ({ label, value, labelAr: labelAr ?? '', valueAr: valueAr ?? '' })) ?? [],
  } satisfies ProductFormInput;
}
