import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { t } from '#web/lib/i18n';
import { Button } from '../ui/button';

export type MoveDirection = 'up' | 'down';

/** The ids in their new order after moving one entry a place up or down. */
export function movedIds(entries: readonly { _id: string }[], index: number, direction: MoveDirection): string[] {
  const ids = entries.map((entry) => entry._id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target] as string, ids[index] as string];
  return ids;
}

/** The id of an entry's move button, so the moved entry keeps the keyboard once the list shows its new order. */
export const moveButtonId = (prefix: string, id: string, direction: MoveDirection) => `${prefix}-${id}-move-${direction}`;

/**
 * The move button to focus once the list shows its new order (the refetch after the move), so
 * the moved entry keeps the keyboard. Returns the setter: the button's id before the call, null when the call fails.
 */
export function useFocusAfterMove(list: readonly unknown[] | undefined) {
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (!target.current || !list?.length) return;
    document.getElementById(target.current)?.focus();
    target.current = null;
  }, [list]);
  return (id: string | null) => {
    target.current = id;
  };
}

interface MoveButtonsProps {
  /** Tells the buttons of different lists apart (`feature`, `attribute`). */
  prefix: string;
  id: string;
  /** The entry's name in the buttons' accessible names ("Move “Socket” up"). */
  name: string;
  index: number;
  count: number;
  /** A move is on its way: the others wait for the list it gives. */
  busy: boolean;
  onMove: (direction: MoveDirection) => void;
}

/** An ordered admin list's "move up" and "move down" buttons; the ends of the list cannot move further. */
export function MoveButtons({ prefix, id, name, index, count, busy, onMove }: MoveButtonsProps) {
  const button = (direction: MoveDirection, blocked: boolean) => (
    <Button
      id={moveButtonId(prefix, id, direction)}
      variant="ghost"
      size="icon"
      aria-label={t(direction === 'up' ? 'admin.action.moveUp' : 'admin.action.moveDown', { name })}
      aria-disabled={blocked || busy ? true : undefined}
      onClick={() => {
        if (!blocked && !busy) onMove(direction);
      }}
    >
      {direction === 'up' ? <ArrowUp aria-hidden="true" className="size-4" /> : <ArrowDown aria-hidden="true" className="size-4" />}
    </Button>
  );
  return (
    <>
      {button('up', index === 0)}
      {button('down', index === count - 1)}
    </>
  );
}
