import type { ReactNode } from 'react';

/** A titled card of the account page. */
export function AccountCard({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  const headingId = `account-${id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm break-words text-slate-600">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
