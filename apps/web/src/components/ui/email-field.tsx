import { t } from '#web/lib/i18n';
import { InputField, type InputFieldProps } from './input-field';

export interface EmailFieldProps extends Omit<InputFieldProps, 'label' | 'type' | 'name'> {
  /** The field's label; 'Email' unless a form says it otherwise. */
  label?: string;
}

/**
 * The e-mail field of every form that asks for one (login, forgot password,
 * the contact fields, "Notify me"): named `email`, the browser's e-mail
 * keyboard and autofill, written left to right on Arabic pages too. A plain
 * named input, so it posts with its form before JavaScript.
 */
export function EmailField({ label, ...props }: EmailFieldProps) {
  return (
    <InputField
      label={label ?? t('auth.field.email')}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.placeholder.email')}
      {...props}
    />
  );
}
