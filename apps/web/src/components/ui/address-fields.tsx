import { EMIRATES } from '@store/contract';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { emirateName } from '#web/lib/emirate-name';
import { t } from '#web/lib/i18n';
import { InputField } from './input-field';
import { SelectField } from './select-field';

/** The fields of a delivery address (docs/store-rules.md#delivery-address), as the API names them. */
export const ADDRESS_FIELDS = ['emirate', 'city', 'area', 'street', 'building', 'apartment', 'landmark'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Partial<Record<AddressField, string>>;

/** What a form library hands a field (react-hook-form's `register`, with its first value). */
export type AddressBinding = Partial<UseFormRegisterReturn> & { defaultValue?: string | undefined };

export interface DeliveryAddressFieldsProps {
  /** The values to show (a saved address, or a refused submission's). */
  values?: AddressValues | undefined;
  /** The error of one field, by its name. */
  errorOf: (field: AddressField) => string | undefined;
  /** A form that checks its fields in the browser first (the checkout) binds each one to its library, under its own name. */
  bind?: (field: AddressField) => AddressBinding;
  /** More fields in the same grid (the address book's Makani number and note). */
  children?: ReactNode;
}

/** "Apartment (optional)". */
export const optionalLabel = (label: string) => t('checkout.optionalField', { label });

/**
 * The delivery address as every form that asks for one shows it (the checkout,
 * the account's address book): one of the seven emirates, then down to the
 * flat, with the same labels, hints and autocomplete. Plain named inputs, so
 * they post with their form before JavaScript.
 */
export function DeliveryAddressFields({ values, errorOf, bind, children }: DeliveryAddressFieldsProps) {
  const field = (name: AddressField) => ({ name, defaultValue: values?.[name], error: errorOf(name), ...bind?.(name) });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('checkout.emirate')}
        placeholder={t('checkout.chooseEmirate')}
        options={EMIRATES.map((emirate) => ({ value: emirate, label: emirateName(emirate) }))}
        autoComplete="address-level1"
        {...field('emirate')}
      />
      <InputField label={t('checkout.city')} autoComplete="address-level2" {...field('city')} />
      <InputField label={t('checkout.area')} autoComplete="address-level3" {...field('area')} />
      <InputField label={t('checkout.street')} autoComplete="address-line1" {...field('street')} />
      <InputField label={t('checkout.building')} {...field('building')} />
      <InputField label={optionalLabel(t('checkout.apartment'))} autoComplete="address-line2" {...field('apartment')} />
      <InputField label={optionalLabel(t('checkout.landmark'))} hint={t('checkout.landmarkHint')} className="sm:col-span-2" {...field('landmark')} />
      {children}
    </div>
  );
}
