import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@store/contract';
import { useForm } from 'react-hook-form';
import { FormDialog } from '#web/components/admin/form-dialog';
import { useFormDialog } from '#web/components/admin/use-form-dialog';
import { InputField } from '#web/components/ui/input-field';
import { t } from '#web/lib/i18n';
import { useSaveCatalogEntryMutation, type CatalogEntry, type CatalogKind } from '../api/catalog-admin-api';
import { CATALOG_FORM_SCHEMAS, CATALOG_TEXTS, type CatalogFormValues } from './catalog-texts';

interface CatalogFormDialogProps {
  kind: CatalogKind;
  /** The entry to edit; null for a new one. */
  entry: CatalogEntry | null;
  onClose: () => void;
}

/** Create or edit a brand or a category: its name and "Is Top …?". Mounted only while open. */
export function CatalogFormDialog({ kind, entry, onClose }: CatalogFormDialogProps) {
  const texts = CATALOG_TEXTS[kind];
  const save = useSaveCatalogEntryMutation();
  const form = useForm<CatalogFormValues>({
    resolver: zodResolver(CATALOG_FORM_SCHEMAS[kind]),
    defaultValues: { name: entry?.name ?? '', nameAr: entry?.nameAr ?? '', isTop: entry?.isTop ?? false },
  });
  const { dialog, register, errors } = useFormDialog({
    form,
    // The Arabic name is always sent: empty means none (Arabic pages show the English).
    save: (values) => save.mutateAsync({ kind, id: entry?._id, name: values.name.trim(), nameAr: values.nameAr?.trim() || null, isTop: values.isTop }),
    saved: entry ? texts.updated : texts.created,
    failed: messages.SERVER_ERROR,
    fields: ['name', 'nameAr'],
    // The server names the fields `brand`/`brandAr` or `category`/`categoryAr`; a name already taken is a 409 without field errors.
    aliases: { [texts.field]: 'name', [`${texts.field}Ar`]: 'nameAr' },
    conflictField: 'name',
    conflictCode: texts.nameTakenCode,
    onClose,
  });

  return (
    <FormDialog title={t(entry ? texts.editTitle : texts.createTitle)} {...dialog}>
      {/* English and Arabic side by side (docs/decisions/025). */}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t(texts.name)} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <InputField label={t(texts.nameAr)} autoComplete="off" dir="rtl" lang="ar" error={errors.nameAr?.message} {...register('nameAr')} />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-4 rounded border-field accent-accent" {...register('isTop')} />
        {t(texts.isTop)}
      </label>
    </FormDialog>
  );
}
