import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';

interface IconActionProps {
  /** The accessible name, e.g. "Edit Razer" (the icon alone says nothing to a screen reader). */
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** The pencil button of a row in an admin list. */
export function EditIconButton({ label, onClick, disabled }: IconActionProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick} disabled={disabled}>
      <Pencil aria-hidden="true" className="size-4" />
    </Button>
  );
}

/** The red bin button of a row in an admin list; the caller asks for a confirmation. */
export function DeleteIconButton({ label, onClick, disabled }: IconActionProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-danger hover:bg-danger-soft hover:text-danger"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </Button>
  );
}
