// The framework's load context is the store's (packages/contract/src/load-context.ts),
// built by the Fastify server (apps/server/src/plugins/web-app.ts).
import type { StoreLoadContext } from '@store/contract';

declare module 'react-router' {
  // oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- an augmentation names its base this way
  interface AppLoadContext extends StoreLoadContext {}
}
