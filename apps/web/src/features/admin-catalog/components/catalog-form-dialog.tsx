import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/input-field';
import { useToast } from '../../../components/ui/toast/use-toast';
import { asApiProblem } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { messages } from '@store/contract';
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
  const toast = useToast();
  const [save] = useSaveCatalogEntryMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CatalogFormValues>({
    resolver: zodResolver(CATALOG_FORM_SCHEMAS[kind]),
    defaultValues: { name: entry?.name ?? '', isTop: entry?.isTop ?? false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await save({ kind, id: entry?._id, name: values.name.trim(), isTop: values.isTop }).unwrap();
      const message = typeof result === 'object' && result !== null && 'message' in result ? result.message : undefined;
      if (typeof message === 'string') toast({ tone: 'success', title: message });
      onClose();
    } catch (error) {
      const problem = asApiProblem(error, messages.SERVER_ERROR);
      const atName = problem.errors.find((item) => item.path === texts.field || item.path === 'name');
      if (atName) setError('name', { type: 'server', message: atName.message }, { shouldFocus: true });
      else if (problem.code === texts.nameTakenCode) setError('name', { type: 'server', message: problem.message }, { shouldFocus: true });
      else setFormError(problem.message);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t(entry ? texts.editTitle : texts.createTitle)}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <InputField label={t(texts.name)} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 rounded border-field accent-accent" {...register('isTop')} />
          {t(texts.isTop)}
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.action.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {isSubmitting ? t('admin.action.saving') : t('admin.action.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
