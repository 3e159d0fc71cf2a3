import type { ReactNode } from 'react';
import { usePageMeta } from '#web/lib/use-page-meta';
import { PageHeading } from '../ui/page-heading';

interface AdminPageProps {
  /** The page's h1, also the document's title. */
  title: string;
  /** The line under the h1, also the page's meta description. */
  description: string;
  /** What stands beside the heading (a link to a related page). */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin screen: its title and description, in the heading and in the document's head, above its content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  usePageMeta(title, description);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description}>
        {actions}
      </PageHeading>
      {children}
    </div>
  );
}
