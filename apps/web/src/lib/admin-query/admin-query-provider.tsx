import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { createAdminQueryClient } from './query-client';

/**
 * The admin area's query cache, owned by the admin layout: created when an
 * admin enters /admin and dropped with the layout (a logout), so no admin data
 * outlives the session. A client given further up (a test's, or one the app
 * root may hold later) is used as it is: one cache, not two.
 */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [own] = useState(createAdminQueryClient);
  if (outer) return children;
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
