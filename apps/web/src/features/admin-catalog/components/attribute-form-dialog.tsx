import { zodResolver } from '@hookform/resolvers/zod';
import {
  ATTRIBUTE_CHOICES_MAX,
  ATTRIBUTE_TYPES,
  attributeDefinitionInputSchema,
  LIMITS,
  messages,
  type AttributeDefinition,
  type AttributeType,
} from '@store/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '#web/components/admin/form-dialog';
import { RowCell } from '#web/components/admin/row-cell';
import { useFormDialog } from '#web/components/admin/use-form-dialog';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { SelectField } from '#web/components/ui/select-field';
import { ApiError } from '#web/lib/api-client';
import { t } from '#web/lib/i18n';
import { useSaveAttributeMutation } from '../api/attributes-admin-api';
import { ATTRIBUTE_FLAGS } from './attribute-texts';

type AttributeFormValues = z.input<typeof attributeDefinitionInputSchema>;
type AttributeFormOutput = z.output<typeof attributeDefinitionInputSchema>;

const hasChoices = (type: AttributeType) => type === 'choice' || type === 'multi_choice';

function formDefaults(attribute: AttributeDefinition | null): AttributeFormValues {
  return {
    code: attribute?.code ?? '',
    label: attribute?.label ?? '',
    labelAr: attribute?.labelAr ?? '',
    type: attribute?.type ?? 'choice',
    unit: attribute?.unit ?? '',
    choices: attribute?.choices.map((choice) => ({ value: choice.value, labelAr: choice.labelAr ?? '' })) ?? [],
    filterable: attribute?.filterable ?? false,
    inCompare: attribute?.inCompare ?? true,
    inSpecTable: attribute?.inSpecTable ?? true,
    onCard: attribute?.onCard ?? false,
  };
}

interface BlockingProduct {
  _id: string;
  title: string;
}

/** The products a refused change of type or choices names (409 ATTRIBUTE_CHANGE_BLOCKED, docs/decisions/048). */
function blockingProducts(error: unknown): BlockingProduct[] {
  if (!(error instanceof ApiError) || error.code !== 'ATTRIBUTE_CHANGE_BLOCKED') return [];
  const products = error.details?.products;
  return Array.isArray(products) ? (products as BlockingProduct[]) : [];
}

interface AttributeFormDialogProps {
  categoryId: string;
  /** The attribute to edit; null for a new one. */
  attribute: AttributeDefinition | null;
  onClose: () => void;
}

/** Create or edit a category's attribute: code, labels, type, unit or choices, and where it shows. Mounted only while open. */
export function AttributeFormDialog({ categoryId, attribute, onClose }: AttributeFormDialogProps) {
  const save = useSaveAttributeMutation(categoryId);
  const [blocking, setBlocking] = useState<BlockingProduct[]>([]);
  const form = useForm<AttributeFormValues, unknown, AttributeFormOutput>({
    resolver: zodResolver(attributeDefinitionInputSchema),
    defaultValues: formDefaults(attribute),
  });
  const choices = useFieldArray({ control: form.control, name: 'choices' });
  const { dialog, register, errors } = useFormDialog({
    form,
    save: async (values) => {
      setBlocking([]);
      try {
        return await save.mutateAsync(attribute ? { id: attribute._id, body: { ...values, order: attribute.order } } : { body: values });
      } catch (error) {
        setBlocking(blockingProducts(error));
        throw error;
      }
    },
    saved: attribute ? messages.ATTRIBUTE_UPDATED : messages.ATTRIBUTE_CREATED,
    failed: messages.SERVER_ERROR,
    fields: (values) => [
      'code',
      'label',
      'labelAr',
      'type',
      'unit',
      'choices',
      ...(values.choices ?? []).flatMap((_choice, index) => [`choices.${index}.value`, `choices.${index}.labelAr`] as const),
    ],
    conflictField: 'code',
    conflictCode: 'ATTRIBUTE_CODE_TAKEN',
    onClose,
  });
  const type = useWatch({ control: form.control, name: 'type' }) ?? 'choice';

  return (
    <FormDialog title={t(attribute ? 'admin.attributes.editTitle' : 'admin.attributes.createTitle')} {...dialog} className="sm:max-w-2xl" long>
      {blocking.length > 0 ? (
        <Alert tone="error">
          <p className="font-medium">{t('admin.attributes.blocking')}</p>
          <ul className="list-disc ps-5">
            {blocking.map((product) => (
              <li key={product._id}>{product.title}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('admin.attributes.code')}
          hint={t('admin.attributes.codeHint')}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          error={errors.code?.message}
          {...register('code')}
        />
        <SelectField
          label={t('admin.attributes.type')}
          options={ATTRIBUTE_TYPES.map((value) => ({ value, label: t(`admin.attributes.type.${value}`) }))}
          error={errors.type?.message}
          {...register('type', {
            // A unit belongs to a number, choices to the choice types: what the new type has no use for is emptied.
            onChange: (event: { target: { value: AttributeType } }) => {
              if (event.target.value !== 'number') form.setValue('unit', '');
              if (!hasChoices(event.target.value)) form.setValue('choices', []);
            },
          })}
        />
        {/* English and Arabic side by side (docs/decisions/025). */}
        <InputField label={t('admin.attributes.label')} autoComplete="off" error={errors.label?.message} {...register('label')} />
        <InputField
          label={t('admin.attributes.labelAr')}
          autoComplete="off"
          dir="rtl"
          lang="ar"
          error={errors.labelAr?.message}
          {...register('labelAr')}
        />
        {type === 'number' ? (
          <InputField label={t('admin.attributes.unit')} hint={t('admin.attributes.unitHint')} autoComplete="off" error={errors.unit?.message} {...register('unit')} />
        ) : null}
      </div>
      {hasChoices(type) ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">{t('admin.attributes.choices')}</legend>
          <p className="text-xs text-slate-500">{t('admin.attributes.choicesHint')}</p>
          <ol className="flex flex-col gap-2">
            {choices.fields.map((field, index) => {
              const n = index + 1;
              const cellOf = (key: 'value' | 'labelAr') => ({
                id: `choice-${field.id}-${key}`,
                label: t(key === 'value' ? 'admin.attributes.choiceValueRow' : 'admin.attributes.choiceLabelArRow', { n }),
                placeholder: t(key === 'value' ? 'admin.attributes.choiceValue' : 'admin.attributes.choiceLabelAr'),
                maxLength: LIMITS.specValueMax,
                error: errors.choices?.[index]?.[key]?.message,
                registered: register(`choices.${index}.${key}`),
                arabic: key === 'labelAr',
              });
              return (
                <li key={field.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2">
                  <RowCell {...cellOf('value')} />
                  <RowCell {...cellOf('labelAr')} />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-10 text-slate-500 hover:bg-danger-soft hover:text-danger"
                    aria-label={t('admin.attributes.removeChoice', { n })}
                    onClick={() => choices.remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              );
            })}
          </ol>
          {errors.choices?.message ? <p className="text-sm text-danger">{errors.choices.message}</p> : null}
          {choices.fields.length < ATTRIBUTE_CHOICES_MAX ? (
            <Button variant="secondary" size="sm" className="self-start" onClick={() => choices.append({ value: '', labelAr: '' }, { shouldFocus: true })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('admin.attributes.addChoice')}
            </Button>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('admin.attributes.flags')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ATTRIBUTE_FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4 rounded border-field accent-accent" {...register(flag)} />
              {t(`admin.attributes.flag.${flag}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
