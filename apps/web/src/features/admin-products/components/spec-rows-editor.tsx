import { LIMITS } from '@store/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { RowCell } from '#web/components/admin/row-cell';
import { Button } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';
import type { ProductFormInput, ProductFormOutput } from './product-form-schema';

interface SpecRowsEditorProps {
  control: Control<ProductFormInput, unknown, ProductFormOutput>;
  register: UseFormRegister<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
}

type SpecKey = 'label' | 'value' | 'labelAr' | 'valueAr';

/** Each cell's accessible name (with the row's number) and placeholder. */
const SPEC_CELLS = {
  label: { row: 'admin.products.specLabelRow', placeholder: 'admin.products.specLabel' },
  value: { row: 'admin.products.specValueRow', placeholder: 'admin.products.specValue' },
  labelAr: { row: 'admin.products.specLabelArRow', placeholder: 'admin.products.specLabelAr' },
  valueAr: { row: 'admin.products.specValueArRow', placeholder: 'admin.products.specValueAr' },
} as const;

/**
 * The product's specification rows (contract `specs`: label and value, and
 * their optional Arabic twins), added, edited and removed in place.
 */
export function SpecRowsEditor({ control, register, errors }: SpecRowsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'specs' });
  const rowErrors = errors.specs;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{t('admin.products.specs')}</legend>
      <p className="text-xs text-slate-500">{t('admin.products.specsHint')}</p>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500">{t('admin.products.specsEmpty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {fields.map((field, index) => {
            const n = index + 1;
            const rowError = rowErrors?.[index];
            const cellOf = (key: SpecKey, maxLength: number) => ({
              id: `spec-${field.id}-${key}`,
              label: t(SPEC_CELLS[key].row, { n }),
              placeholder: t(SPEC_CELLS[key].placeholder),
              maxLength,
              error: rowError?.[key]?.message,
              registered: register(`specs.${index}.${key}`),
              arabic: key.endsWith('Ar'),
            });
            return (
              // English on the first line, its Arabic twin under it (docs/decisions/025).
              <li key={field.id} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] items-start gap-2 border-b border-slate-100 pb-2">
                <RowCell {...cellOf('label', LIMITS.specLabelMax)} />
                <RowCell {...cellOf('value', LIMITS.specValueMax)} />
                <Button
                  variant="ghost"
                  size="icon"
                  className="row-span-2 size-10 text-slate-500 hover:bg-danger-soft hover:text-danger"
                  aria-label={t('admin.products.removeSpec', { n })}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
                <RowCell {...cellOf('labelAr', LIMITS.specLabelMax)} />
                <RowCell {...cellOf('valueAr', LIMITS.specValueMax)} />
              </li>
            );
          })}
        </ol>
      )}
      {rowErrors?.message ? <p className="text-sm text-danger">{rowErrors.message}</p> : null}
      {fields.length < LIMITS.specRowsMax ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => append({ label: '', value: '', labelAr: '', valueAr: '' }, { shouldFocus: true })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.products.addSpec')}
        </Button>
      ) : null}
    </fieldset>
  );
}
