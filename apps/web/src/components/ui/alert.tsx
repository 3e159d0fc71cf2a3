import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

interface AlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
  className?: string;
}

/** A form-level message (a contract sentence shows in the page's language). Errors are announced at once; notices politely. */
export function Alert({ tone, children, className }: AlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm',
        tone === 'error' ? 'border-red-200 bg-danger-soft text-red-800' : 'border-green-200 bg-green-50 text-green-800',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {/* A long e-mail address wraps inside the box. */}
      <div className="min-w-0 break-words">{children}</div>
    </div>
  );
}
