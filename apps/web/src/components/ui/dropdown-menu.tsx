import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/**
 * Radix lays a menu out left to right unless it is told the direction: the menu
 * follows the document's, so it reads right to left on an Arabic page (issue 12 item 3).
 */
export function DropdownMenu(props: ComponentPropsWithoutRef<typeof Menu.Root>) {
  const dir = typeof document === 'undefined' ? undefined : document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return <Menu.Root dir={dir} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;

interface ContentProps {
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/** The menu surface; arrow keys move, Escape closes, focus returns to the trigger. */
export function DropdownMenuContent({ children, align = 'end', className }: ContentProps) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={8}
        collisionPadding={12}
        className={cn(
          'z-50 min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-800 shadow-lg',
          'data-[state=open]:animate-pop-in',
          className,
        )}
      >
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentPropsWithoutRef<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 select-none',
        'focus-visible:outline-offset-[-2px] data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithoutRef<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-3 py-2 text-sm text-slate-600', className)} {...props} />;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-slate-200" />;
}
