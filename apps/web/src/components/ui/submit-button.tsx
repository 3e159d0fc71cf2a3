import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { Button, type ButtonProps } from './button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** The label at rest. */
  children: ReactNode;
  /** The label while the form is on its way ("Signing in…"). */
  pendingLabel: ReactNode;
  /**
   * Whether the form is on its way. Left out: a navigation form's own
   * submission (`Form method="post"`), read from the router. A fetcher's
   * form passes `fetcher.state !== 'idle'`.
   */
  pending?: boolean;
}

/**
 * The one submit button of the store's forms: a spinner and its pending label
 * while the submission is on its way, and disabled then, so a second click
 * cannot send it twice. Before hydration it is a plain submit button.
 */
export function SubmitButton({ children, pendingLabel, pending, disabled, ...props }: SubmitButtonProps) {
  const navigation = useNavigation();
  const busy = pending ?? (navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST');
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {busy ? pendingLabel : children}
    </Button>
  );
}
