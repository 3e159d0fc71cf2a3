import { brandInputSchema, categoryInputSchema, messages, type ErrorCode } from '@store/contract';
import { z } from 'zod';
import type { MessageKey } from '#web/lib/i18n';
import type { CatalogKind } from '../api/catalog-admin-api';

export interface CatalogTexts {
  add: MessageKey;
  name: MessageKey;
  /** "Brand (Arabic)": the Arabic twin's field and column. */
  nameAr: MessageKey;
  isTop: MessageKey;
  top: MessageKey;
  products: MessageKey;
  empty: MessageKey;
  createTitle: MessageKey;
  editTitle: MessageKey;
  deleteTitle: MessageKey;
  deleteText: MessageKey;
  /** The field the server names in its errors: `brand` or `category`. */
  field: 'brand' | 'category';
  /** The toasts when the server sends no message of its own. */
  created: string;
  updated: string;
  deleted: string;
  /** The server's code for a name another entry has: shown at the name field. */
  nameTakenCode: ErrorCode;
}

export const CATALOG_TEXTS: Record<CatalogKind, CatalogTexts> = {
  brand: {
    add: 'admin.brands.add',
    name: 'admin.brands.name',
    nameAr: 'admin.brands.nameAr',
    isTop: 'admin.brands.isTop',
    top: 'admin.brands.top',
    products: 'admin.brands.products',
    empty: 'admin.brands.empty',
    createTitle: 'admin.brands.createTitle',
    editTitle: 'admin.brands.editTitle',
    deleteTitle: 'admin.brands.deleteTitle',
    deleteText: 'admin.brands.deleteText',
    field: 'brand',
    created: messages.BRAND_CREATED,
    updated: messages.BRAND_UPDATED,
    deleted: messages.BRAND_DELETED,
    nameTakenCode: 'BRAND_NAME_TAKEN',
  },
  category: {
    add: 'admin.category.add',
    name: 'admin.category.name',
    nameAr: 'admin.category.nameAr',
    isTop: 'admin.category.isTop',
    top: 'admin.category.top',
    products: 'admin.category.products',
    empty: 'admin.category.empty',
    createTitle: 'admin.category.createTitle',
    editTitle: 'admin.category.editTitle',
    deleteTitle: 'admin.category.deleteTitle',
    deleteText: 'admin.category.deleteText',
    field: 'category',
    created: messages.CATEGORY_CREATED,
    updated: messages.CATEGORY_UPDATED,
    deleted: messages.CATEGORY_DELETED,
    nameTakenCode: 'CATEGORY_NAME_TAKEN',
  },
};

/** The form's values checked with the contract's input schema of each kind. */
export const CATALOG_FORM_SCHEMAS = {
  brand: z.object({ name: brandInputSchema.shape.brand, nameAr: brandInputSchema.shape.brandAr, isTop: z.boolean() }),
  category: z.object({ name: categoryInputSchema.shape.category, nameAr: categoryInputSchema.shape.categoryAr, isTop: z.boolean() }),
} as const;

export type CatalogFormValues = z.input<(typeof CATALOG_FORM_SCHEMAS)['brand']>;
