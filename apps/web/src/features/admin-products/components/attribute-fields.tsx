import type { AttributeDefinition } from '@store/contract';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { CheckboxListField } from '#web/components/ui/checkbox-list-field';
import { InputField } from '#web/components/ui/input-field';
import { SelectField } from '#web/components/ui/select-field';
import { t } from '#web/lib/i18n';
import type { ProductFormInput, ProductFormOutput } from './product-form-schema';

interface AttributeFieldsProps {
  control: Control<ProductFormInput, unknown, ProductFormOutput>;
  errors: FieldErrors<ProductFormInput>;
  /** The chosen category's attributes in order; undefined while they load or before a category is chosen. */
  definitions: readonly AttributeDefinition[] | undefined;
}

/** The English label with its unit; the Arabic one stands beside it. */
function labelOf(definition: AttributeDefinition): string {
  return definition.unit ? `${definition.label} (${definition.unit})` : definition.label;
}

function ArabicLabel({ definition }: { definition: AttributeDefinition }) {
  return definition.labelAr ? (
    <span dir="rtl" lang="ar" className="text-sm text-slate-600">
      {definition.labelAr}
    </span>
  ) : null;
}

/**
 * The typed attributes of the product's category (docs/decisions/048): a select for a choice
 * or a yes/no, checkboxes for several choices, a number with its unit. They follow the
 * category select; an empty one means no value.
 */
export function AttributeFields({ control, errors, definitions }: AttributeFieldsProps) {
  if (definitions === undefined) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{t('admin.products.attributes')}</legend>
      {definitions.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500">{t('admin.products.attributesNone')}</p>
      ) : (
        <>
          <p className="text-xs text-slate-500">{t('admin.products.attributesHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {definitions.map((definition) => (
              <Controller
                key={definition.code}
                control={control}
                name={`attributes.${definition.code}`}
                render={({ field }) => {
                  const common = { label: labelOf(definition), error: errors.attributes?.[definition.code]?.message };
                  const value = field.value ?? '';
                  if (definition.type === 'multi_choice') {
                    return (
                      <CheckboxListField
                        {...common}
                        summary={definition.labelAr ?? undefined}
                        options={definition.choices.map((choice) => ({ value: choice.value, label: choice.value }))}
                        value={Array.isArray(value) ? value.map(String) : []}
                        onChange={field.onChange}
                      />
                    );
                  }
                  const aside = <ArabicLabel definition={definition} />;
                  if (definition.type === 'number') {
                    return <InputField {...common} aside={aside} inputMode="decimal" autoComplete="off" {...field} value={String(value)} />;
                  }
                  const options =
                    definition.type === 'boolean'
                      ? [
                          { value: 'true', label: t('admin.products.attributeYes') },
                          { value: 'false', label: t('admin.products.attributeNo') },
                        ]
                      : definition.choices.map((choice) => ({ value: choice.value, label: choice.value }));
                  return (
                    <SelectField {...common} aside={aside} placeholder={t('admin.products.attributeNotSet')} options={options} {...field} value={String(value)} />
                  );
                }}
              />
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}
