import { t } from '#web/lib/i18n';
import { InputField, type InputFieldProps } from './input-field';

export interface PasswordFieldProps extends Omit<InputFieldProps, 'type'> {
  /** A password being chosen (registration, reset, change): the browser may suggest one, and the store's rule shows under it. */
  chosen?: boolean;
}

/**
 * The password field of every form that asks for one: typed to sign in or to
 * prove who one is (the browser fills the saved one), or chosen anew. A plain
 * named input, so it posts with its form before JavaScript.
 */
export function PasswordField({ chosen = false, ...props }: PasswordFieldProps) {
  return (
    <InputField
      type="password"
      autoComplete={chosen ? 'new-password' : 'current-password'}
      hint={chosen ? t('auth.hint.password') : undefined}
      {...props}
    />
  );
}
