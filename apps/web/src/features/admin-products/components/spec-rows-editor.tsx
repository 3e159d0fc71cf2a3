import { LIMITS } from '@store/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { fieldBorder } from '../../../components/ui/field-frame';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import type { ProductFormInput, ProductFormOutput } from './product-form-schema';

interface SpecRowsEditorProps {
  control: Control<ProductFormInput, unknown, ProductFormOutput>;
  register: UseFormRegister<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
}

const cell =
  'h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0';

/** The product's specification rows (contract `specs`: label and value), added, edited and removed in place. */
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
            const labelError = rowErrors?.[index]?.label?.message;
            const valueError = rowErrors?.[index]?.value?.message;
            const labelId = `spec-${field.id}-label`;
            const valueId = `spec-${field.id}-value`;
            return (
              <li key={field.id} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] items-start gap-2">
                <div className="flex flex-col gap-1">
                  <input
                    id={labelId}
                    aria-label={t('admin.products.specLabelRow', { n })}
                    placeholder={t('admin.products.specLabel')}
                    maxLength={LIMITS.specLabelMax}
                    aria-invalid={labelError ? true : undefined}
                    aria-describedby={labelError ? `${labelId}-error` : undefined}
                    className={cn(cell, fieldBorder(labelError))}
                    {...register(`specs.${index}.label`)}
                  />
                  {labelError ? (
                    <p id={`${labelId}-error`} className="text-xs text-danger">
                      {labelError}
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-col gap-1">
                  <input
                    id={valueId}
                    aria-label={t('admin.products.specValueRow', { n })}
                    placeholder={t('admin.products.specValue')}
                    maxLength={LIMITS.specValueMax}
                    aria-invalid={valueError ? true : undefined}
                    aria-describedby={valueError ? `${valueId}-error` : undefined}
                    className={cn(cell, fieldBorder(valueError))}
                    {...register(`specs.${index}.value`)}
                  />
                  {valueError ? (
                    <p id={`${valueId}-error`} className="text-xs text-danger">
                      {valueError}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-10 text-slate-500 hover:bg-danger-soft hover:text-danger"
                  aria-label={t('admin.products.removeSpec', { n })}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {rowErrors?.message ? <p className="text-sm text-danger">{rowErrors.message}</p> : null}
      {fields.length < LIMITS.specRowsMax ? (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => append({ label: '', value: '' }, { shouldFocus: true })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.products.addSpec')}
        </Button>
      ) : null}
    </fieldset>
  );
}
