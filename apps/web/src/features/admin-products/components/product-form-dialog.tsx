import { zodResolver } from '@hookform/resolvers/zod';
import { messages, type AdminProduct } from '@store/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FormDialog } from '#web/components/admin/form-dialog';
import { useFormDialog } from '#web/components/admin/use-form-dialog';
import { InputField } from '#web/components/ui/input-field';
import { SelectField } from '#web/components/ui/select-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { useToast } from '#web/components/ui/toast/use-toast';
import { useCategoryAttributesQuery } from '#web/lib/admin-query/category-attributes';
import { t } from '#web/lib/i18n';
import { useSaveProductMutation, type ProductBody } from '../api/products-admin-api';
import {
  PRODUCT_FIELDS,
  productFormDefaults,
  productFormSchema,
  type ProductFormInput,
  type ProductFormOutput,
} from './product-form-schema';
import { attributesBody } from './attribute-form-values';
import { AttributeFields } from './attribute-fields';
import { GalleryEditor } from './gallery-editor';
import { SpecRowsEditor } from './spec-rows-editor';

export interface Choice {
  value: string;
  label: string;
}

interface ProductFormDialogProps {
  /** The product to edit; null for a new one. */
  product: AdminProduct | null;
  categories: readonly Choice[];
  brands: readonly Choice[];
  onClose: () => void;
}

/**
 * Create or edit a product: every field of the contract's admin schema, the
 * photo gallery (upload, order, remove), the specification rows and the spec's
 * 'Enable "Get Quote" option'. Mounted only while open.
 */
export function ProductFormDialog({ product, categories, brands, onClose }: ProductFormDialogProps) {
  const save = useSaveProductMutation();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productFormDefaults(product),
  });
  const toast = useToast();
  // The chosen category's attributes: their fields follow the category select.
  const category = useWatch({ control: form.control, name: 'category' });
  const { data: definitions } = useCategoryAttributesQuery(category);
  // The saved category's, to name the values a move to another category drops.
  const { data: savedDefinitions } = useCategoryAttributesQuery(product?.category);
  const { dialog, register, errors } = useFormDialog({
    form,
    save: (values) => {
      const body: ProductBody = {
        title: values.title,
        // Every Arabic field is sent: an empty one means "no Arabic" (the English shows on Arabic pages).
        titleAr: values.titleAr ?? null,
        // Empty: made by the server on a create, kept on an edit (docs/decisions/032).
        sku: values.sku ?? null,
        description: values.description,
        descriptionAr: values.descriptionAr ?? null,
        category: values.category,
        brand: values.brand,
        image: values.images?.[0] ?? null,
        images: values.images ?? [],
        price: values.price,
        salePrice: values.salePrice,
        totalStock: values.totalStock,
        isQuoteAvailable: values.isQuoteAvailable,
        specs: values.specs,
        // Left out while the category's attributes load: an update then keeps the values.
        ...(definitions ? { attributes: attributesBody(definitions, values.attributes) } : {}),
      };
      return save.mutateAsync(product ? { id: product._id, body } : { body });
    },
    saved: product ? messages.PRODUCT_UPDATED : messages.PRODUCT_CREATED,
    failed: messages.SERVER_ERROR,
    // The spec rows the server may name are those on screen (specs.0.label…).
    fields: (values) => {
      const rows = (values.specs ?? []).flatMap(
        (_row, index) => [`specs.${index}.label`, `specs.${index}.value`, `specs.${index}.labelAr`, `specs.${index}.valueAr`] as const,
      );
      const attributes = (definitions ?? []).map((definition) => `attributes.${definition.code}` as const);
      return [...PRODUCT_FIELDS, ...rows, ...attributes] satisfies FieldPath<ProductFormInput>[];
    },
    // A long form: its top may be scrolled away, so the sentence comes as a toast.
    refusalIn: 'toast',
    onClose,
    // A move to another category drops the values it does not define: the admin is told which.
    onSaved: (result) => {
      const dropped = result.droppedAttributes ?? [];
      if (dropped.length > 0) {
        const labels = dropped.map((code) => savedDefinitions?.find((definition) => definition.code === code)?.label ?? code);
        toast({ tone: 'warning', title: t('admin.products.attributesDropped', { codes: labels.join(', ') }) });
      }
      onClose();
    },
  });
  const { control } = form;

  return (
    <FormDialog
      title={t(product ? 'admin.products.editTitle' : 'admin.products.createTitle')}
      {...dialog}
      busy={uploading}
      className="sm:max-w-2xl"
      long
    >
      {/* English and Arabic side by side (docs/decisions/025); the Arabic ones are optional. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t('admin.products.field.title')} autoComplete="off" error={errors.title?.message} {...register('title')} />
        <InputField
          label={t('admin.products.field.titleAr')}
          autoComplete="off"
          dir="rtl"
          lang="ar"
          hint={t('admin.products.hint.arabic')}
          error={errors.titleAr?.message}
          {...register('titleAr')}
        />
        <TextareaField
          label={t('admin.products.field.description')}
          rows={4}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextareaField
          label={t('admin.products.field.descriptionAr')}
          rows={4}
          dir="rtl"
          lang="ar"
          error={errors.descriptionAr?.message}
          {...register('descriptionAr')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label={t('admin.products.field.sku')}
          autoComplete="off"
          spellCheck={false}
          hint={t(product ? 'admin.products.hint.skuEdit' : 'admin.products.hint.sku')}
          error={errors.sku?.message}
          {...register('sku')}
        />
        {/* Controlled, so a saved category or brand is picked even if the lists arrive after the form opens. */}
        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('admin.products.field.category')}
              placeholder={t('admin.products.chooseCategory')}
              options={categories}
              error={fieldState.error?.message}
              {...field}
              value={field.value ?? ''}
            />
          )}
        />
        <Controller
          control={control}
          name="brand"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('admin.products.field.brand')}
              placeholder={t('admin.products.chooseBrand')}
              options={brands}
              error={fieldState.error?.message}
              {...field}
              value={field.value ?? ''}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <GalleryEditor
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            onUploadingChange={setUploading}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label={t('admin.products.field.price')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint={t('admin.products.hint.price')}
          error={errors.price?.message}
          {...register('price')}
        />
        <InputField
          label={t('admin.products.field.salePrice')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint={t('admin.products.hint.salePrice')}
          error={errors.salePrice?.message}
          {...register('salePrice')}
        />
        <InputField
          label={t('admin.products.field.totalStock')}
          type="number"
          inputMode="numeric"
          min={0}
          step="1"
          error={errors.totalStock?.message}
          {...register('totalStock')}
        />
      </div>
      <AttributeFields control={control} errors={errors} definitions={category ? definitions : undefined} />
      <SpecRowsEditor control={control} register={register} errors={errors} />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-4 rounded border-field accent-accent" {...register('isQuoteAvailable')} />
        {t('admin.products.field.quote')}
      </label>
    </FormDialog>
  );
}
