import type { ReactNode } from 'react';
import { TitledSection } from '#web/components/ui/titled-section';

/** A titled card of the account page. */
export function AccountCard({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <TitledSection title={title} card="main" headingId={`account-${id}`}>
      <p className="mt-1 text-sm break-words text-slate-600">{description}</p>
      <div className="mt-5">{children}</div>
    </TitledSection>
  );
}
