import { zodResolver } from '@hookform/resolvers/zod';
import { messages, type Product } from '@store/contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast/use-toast';
import { asApiProblem } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { t } from '../../../lib/i18n';
import { useSaveProductMutation, type ProductBody } from '../api/products-admin-api';
import {
  PRODUCT_FIELDS,
  productFormDefaults,
  productFormSchema,
  type ProductFormInput,
  type ProductFormOutput,
} from './product-form-schema';
import { ProductImageField } from './product-image-field';
import { SpecRowsEditor } from './spec-rows-editor';

export interface Choice {
  value: string;
  label: string;
}

interface ProductFormDialogProps {
  /** The product to edit; null for a new one. */
  product: Product | null;
  categories: readonly Choice[];
  brands: readonly Choice[];
  onClose: () => void;
}

/**
 * Create or edit a product: every field of the contract's admin schema, the
 * image upload with its preview, the specification rows and the spec's
 * 'Enable "Get Quote" option'. Mounted only while open.
 */
export function ProductFormDialog({ product, categories, brands, onClose }: ProductFormDialogProps) {
  const toast = useToast();
  const [save] = useSaveProductMutation();
  const [uploading, setUploading] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productFormDefaults(product),
  });

  const onSubmit = handleSubmit(async (values) => {
    const body: ProductBody = {
      title: values.title,
      description: values.description,
      category: values.category,
      brand: values.brand,
      image: values.image ?? null,
      price: values.price,
      salePrice: values.salePrice,
      totalStock: values.totalStock,
      isQuoteAvailable: values.isQuoteAvailable,
      specs: values.specs,
    };
    try {
      const result = await save(product ? { id: product._id, body } : { body }).unwrap();
      toast({ tone: 'success', title: result.message ?? (product ? messages.PRODUCT_UPDATED : messages.PRODUCT_CREATED) });
      onClose();
    } catch (error) {
      const problem = asApiProblem(error, messages.SERVER_ERROR);
      const rows = (getValues('specs') ?? []).flatMap((_row, index) => [`specs.${index}.label`, `specs.${index}.value`] as const);
      const fields: FieldPath<ProductFormInput>[] = [...PRODUCT_FIELDS, ...rows];
      applyFieldErrors(problem.errors, setError, fields);
      toast({ tone: 'error', title: problem.message });
    }
  });

  const busy = isSubmitting || uploading;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(product ? 'admin.products.editTitle' : 'admin.products.createTitle')}
      className="sm:max-w-2xl"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <InputField label={t('admin.products.field.title')} autoComplete="off" error={errors.title?.message} {...register('title')} />
        <TextareaField
          label={t('admin.products.field.description')}
          rows={4}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
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
          name="image"
          render={({ field, fieldState }) => (
            <ProductImageField
              value={field.value ?? null}
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
        <SpecRowsEditor control={control} register={register} errors={errors} />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 rounded border-field accent-accent" {...register('isQuoteAvailable')} />
          {t('admin.products.field.quote')}
        </label>
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.action.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {isSubmitting ? t('admin.action.saving') : t('admin.action.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
