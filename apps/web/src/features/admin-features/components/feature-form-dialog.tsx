import { zodResolver } from '@hookform/resolvers/zod';
import { featureInputSchema, messages, type AdminFeature } from '@store/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '#web/components/admin/form-dialog';
import { ImageUploadField } from '#web/components/admin/image-upload-field';
import { useFormDialog } from '#web/components/admin/use-form-dialog';
import { InputField } from '#web/components/ui/input-field';
import { t } from '#web/lib/i18n';
import { useSaveFeatureMutation } from '../api/features-admin-api';

const FIELDS = ['image', 'title', 'titleAr', 'subtitle', 'subtitleAr', 'link', 'active'] as const;

/**
 * Create or edit a home page slide: image, title and subtitle in English and
 * Arabic, link and whether it shows. Mounted only while open.
 */
export function FeatureFormDialog({ feature, onClose }: { feature: AdminFeature | null; onClose: () => void }) {
  const save = useSaveFeatureMutation();
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    resolver: zodResolver(featureInputSchema),
    defaultValues: {
      image: feature?.image ?? null,
      title: feature?.title ?? '',
      subtitle: feature?.subtitle ?? '',
      titleAr: feature?.titleAr ?? '',
      subtitleAr: feature?.subtitleAr ?? '',
      link: feature?.link ?? '/shop/listing',
      active: feature?.active ?? true,
    },
  });
  const { dialog, register, errors } = useFormDialog({
    form,
    save: (values) => {
      // The Arabic twins are always sent: empty means none (Arabic pages show the English).
      const body = {
        image: values.image ?? null,
        title: values.title,
        subtitle: values.subtitle,
        titleAr: values.titleAr ?? null,
        subtitleAr: values.subtitleAr ?? null,
        link: values.link,
        active: values.active,
      };
      return save.mutateAsync(feature ? { id: feature._id, body } : { body });
    },
    saved: feature ? messages.FEATURE_UPDATED : messages.FEATURE_CREATED,
    failed: messages.SERVER_ERROR,
    fields: FIELDS,
    onClose,
  });
  const { control } = form;

  return (
    <FormDialog
      title={t(feature ? 'admin.features.editTitle' : 'admin.features.createTitle')}
      {...dialog}
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
      {/* English and Arabic side by side (docs/decisions/025). */}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t('admin.features.title')} autoComplete="off" error={errors.title?.message} {...register('title')} />
        <InputField label={t('admin.features.titleAr')} autoComplete="off" dir="rtl" lang="ar" error={errors.titleAr?.message} {...register('titleAr')} />
        <InputField label={t('admin.features.subtitle')} autoComplete="off" error={errors.subtitle?.message} {...register('subtitle')} />
        <InputField
          label={t('admin.features.subtitleAr')}
          autoComplete="off"
          dir="rtl"
          lang="ar"
          error={errors.subtitleAr?.message}
          {...register('subtitleAr')}
        />
      </div>
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
