import type { Config } from '@react-router/dev/config';

// React Router's framework mode (docs/decisions/013): every shop and auth page
// is rendered on the server by the Fastify process (apps/server, plugins/web-app.ts);
// the admin area renders in the browser (its routes export clientLoader + HydrateFallback).
export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR builds elsewhere (tests serve such a build through WEB_DIST).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
