import type { InputHTMLAttributes, Ref } from 'react';
import { t } from '#web/lib/i18n';
import { EmailField } from './email-field';
import { InputField } from './input-field';

export interface ContactValues {
  name?: string;
  email?: string;
  phone?: string;
}

type ContactField = keyof ContactValues;

/** What a form library hands an input (react-hook-form's `register`): its name, handlers and ref. */
export type FieldBinding = Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> & { ref?: Ref<HTMLInputElement> };

export interface ContactFieldsProps {
  /** The values to show (a refused submission's, or the account's). */
  values?: ContactValues | undefined;
  /** The error of one field, by its name. */
  errorOf: (field: ContactField) => string | undefined;
  /** A form that checks its fields in the browser first (the checkout) binds each input to its library. */
  bind?: (field: ContactField) => FieldBinding;
  /** Classes of the name field (the checkout gives it a row of its own). */
  nameClassName?: string;
}

/**
 * Name, e-mail and phone, as every form that asks who someone is shows them
 * (registration, checkout, profile): the same labels, hints, autocomplete and
 * left-to-right e-mail and phone on Arabic pages. Plain named inputs, so they
 * post with their form before JavaScript.
 */
export function ContactFields({ values, errorOf, bind, nameClassName }: ContactFieldsProps) {
  return (
    <>
      <InputField
        label={t('auth.field.name')}
        name="name"
        autoComplete="name"
        defaultValue={values?.name}
        error={errorOf('name')}
        className={nameClassName}
        {...bind?.('name')}
      />
      <EmailField defaultValue={values?.email} error={errorOf('email')} {...bind?.('email')} />
      <InputField
        label={t('auth.field.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('auth.placeholder.phone')}
        hint={t('auth.hint.phone')}
        defaultValue={values?.phone}
        error={errorOf('phone')}
        {...bind?.('phone')}
      />
    </>
  );
}
