import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** The h1 of a page with its one-line introduction. */
export function PageHeading({ title, description, children }: PageHeadingProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-2 max-w-2xl text-base text-slate-600">{description}</p> : null}
      </div>
      {children}
    </header>
  );
}
