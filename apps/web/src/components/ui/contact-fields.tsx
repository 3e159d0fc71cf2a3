import { t } from '#web/lib/i18n';
import '#web/lib/i18n/en-auth';
import { InputField } from './input-field';

export interface ContactValues {
  name?: string;
  email?: string;
  phone?: string;
}

export interface ContactFieldsProps {
  /** The values to show (a refused submission's, or the account's). */
  values?: ContactValues;
  /** The error of one field, by its name. */
  errorOf: (field: keyof ContactValues) => string | undefined;
}

/**
 * Name, e-mail and phone, as every form that asks who someone is shows them
 * (registration, checkout, profile): the same labels, hints, autocomplete and
 * left-to-right e-mail and phone on Arabic pages. Plain named inputs, so they
 * post with their form before JavaScript.
 */
export function ContactFields({ values, errorOf }: ContactFieldsProps) {
  return (
    <>
      <InputField label={t('auth.field.name')} name="name" autoComplete="name" defaultValue={values?.name} error={errorOf('name')} />
      <InputField
        label={t('auth.field.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.placeholder.email')}
        defaultValue={values?.email}
        error={errorOf('email')}
      />
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
      />
    </>
  );
}
