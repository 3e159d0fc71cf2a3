import { zodResolver } from '@hookform/resolvers/zod';
import { featureInputSchema, imageVariantUrl, messages, type Feature, type FeatureInput } from '@store/contract';
import { ImageOff, LoaderCircle } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/input-field';
import { useToast } from '../../../components/ui/toast/use-toast';
import { asApiProblem } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { applyFieldErrors } from '../../../lib/form-errors';
import { t } from '../../../lib/i18n';
import { uploadImage } from '../../../lib/upload-image';
import { useSaveFeatureMutation } from '../api/features-admin-api';

const FIELDS = ['image', 'title', 'subtitle', 'link', 'active'] as const;

/** Create or edit a home page slide: image, title, subtitle, link and whether it shows. Mounted only while open. */
export function FeatureFormDialog({ feature, onClose }: { feature: Feature | null; onClose: () => void }) {
  const toast = useToast();
  const [save] = useSaveFeatureMutation();
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(featureInputSchema),
    defaultValues: {
      image: feature?.image ?? null,
      title: feature?.title ?? '',
      subtitle: feature?.subtitle ?? '',
      link: feature?.link ?? '/shop/listing',
      active: feature?.active ?? true,
    },
  });
  const image = useWatch({ control, name: 'image' }) ?? null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    clearErrors('image');
    setUploading(true);
    try {
      setValue('image', await uploadImage(file), { shouldDirty: true });
    } catch (error) {
      setError('image', { type: 'server', message: asApiProblem(error, messages.SERVER_ERROR).message });
    } finally {
      setUploading(false);
      // The same file may be chosen again after a failure.
      input.value = '';
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body: FeatureInput = {
      image: values.image ?? null,
      title: values.title,
      subtitle: values.subtitle,
      link: values.link,
      active: values.active,
    };
    try {
      const result = await save(feature ? { id: feature._id, body } : { body }).unwrap();
      toast({ tone: 'success', title: result.message ?? (feature ? messages.FEATURE_UPDATED : messages.FEATURE_CREATED) });
      onClose();
    } catch (error) {
      const problem = asApiProblem(error, messages.SERVER_ERROR);
      const unmatched = applyFieldErrors(problem.errors, setError, FIELDS);
      if (problem.errors.length === 0 || unmatched.length > 0) setFormError(problem.message);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(feature ? 'admin.features.editTitle' : 'admin.features.createTitle')}
      className="sm:max-w-xl"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <ImageField
          image={image}
          uploading={uploading}
          error={errors.image?.message}
          onFile={(event) => void onFile(event)}
          onRemove={() => setValue('image', null, { shouldDirty: true })}
        />
        <InputField label={t('admin.features.title')} autoComplete="off" error={errors.title?.message} {...register('title')} />
        <InputField label={t('admin.features.subtitle')} autoComplete="off" error={errors.subtitle?.message} {...register('subtitle')} />
        <InputField
          label={t('admin.features.link')}
          autoComplete="off"
          inputMode="url"
          hint={t('admin.features.linkHint')}
          error={errors.link?.message}
          {...register('link')}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 rounded border-field accent-accent" {...register('active')} />
          {t('admin.features.isActive')}
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.action.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting || uploading}>
            {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {isSubmitting ? t('admin.action.saving') : t('admin.action.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

interface ImageFieldProps {
  image: string | null;
  uploading: boolean;
  error: string | undefined;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}

/** The slide's picture: a banner-shaped preview, a file picker that uploads at once, and a remove button. */
function ImageField({ image, uploading, error, onFile, onRemove }: ImageFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('admin.features.image')}
      </label>
      <div className="relative aspect-[8/3] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
        {image ? (
          <img src={imageVariantUrl(image, 640)} alt={t('admin.features.preview')} className="size-full object-cover" />
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-1 text-sm text-slate-500">
            <ImageOff aria-hidden="true" className="size-6" strokeWidth={1.5} />
            {t('admin.features.noImage')}
          </span>
        )}
        {uploading ? (
          <output className="absolute inset-0 flex items-center justify-center gap-2 bg-white/80 text-sm font-medium text-slate-800">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('admin.features.uploading')}
          </output>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={onFile}
          disabled={uploading}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
          className={cn(
            'min-w-0 flex-1 text-sm text-slate-700',
            'file:me-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50',
          )}
        />
        {image ? (
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={uploading}>
            {t('admin.features.removeImage')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-slate-500">
          {t('admin.features.imageHint')}
        </p>
      )}
    </div>
  );
}
