import { zodResolver } from '@hookform/resolvers/zod';
import { featureInputSchema, messages, type Feature } from '@store/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/admin/form-dialog';
import { ImageUploadField } from '../../../components/admin/image-upload-field';
import { useFormDialog } from '../../../components/admin/use-form-dialog';
import { InputField } from '../../../components/ui/input-field';
import { t } from '../../../lib/i18n';
import { useSaveFeatureMutation } from '../api/features-admin-api';

const FIELDS = ['image', 'title', 'subtitle', 'link', 'active'] as const;

/** Create or edit a home page slide: image, title, subtitle, link and whether it shows. Mounted only while open. */
export function FeatureFormDialog({ feature, onClose }: { feature: Feature | null; onClose: () => void }) {
  const save = useSaveFeatureMutation();
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    resolver: zodResolver(featureInputSchema),
    defaultValues: {
      image: feature?.image ?? null,
      title: feature?.title ?? '',
      subtitle: feature?.subtitle ?? '',
      link: feature?.link ?? '/shop/listing',
      active: feature?.active ?? true,
    },
  });
  const { onSubmit, formError, submitting } = useFormDialog({
    form,
    save: (values) => {
      const body = { image: values.image ?? null, title: values.title, subtitle: values.subtitle, link: values.link, active: values.active };
      return save.mutateAsync(feature ? { id: feature._id, body } : { body });
    },
    saved: feature ? messages.FEATURE_UPDATED : messages.FEATURE_CREATED,
    failed: messages.SERVER_ERROR,
    fields: FIELDS,
    onSaved: onClose,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <FormDialog
      title={t(feature ? 'admin.features.editTitle' : 'admin.features.createTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      formError={formError}
      submitting={submitting}
      busy={uploading}
      className="sm:max-w-xl"
    >
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label={t('admin.features.image')}
            previewAlt={t('admin.features.preview')}
            emptyText={t('admin.features.noImage')}
            hint={t('admin.features.imageHint')}
            shape="banner"
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
            onUploadingChange={setUploading}
          />
        )}
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
    </FormDialog>
  );
}
