import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { DEFAULT_STORE_CONFIG, STORE_CONFIG_MARKER, storeConfigScript } from './src/lib/store-config-defaults.ts';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * In production the server replaces the marker with the configured settings.
 * `vite dev` has no server in front of index.html, so write the defaults in.
 */
function devStoreConfig(): Plugin {
  return {
    name: 'store:dev-store-config',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(STORE_CONFIG_MARKER, storeConfigScript(DEFAULT_STORE_CONFIG)),
  };
}

const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/uploads': { target: API_ORIGIN, changeOrigin: false },
};

// Modules every page needs: one long-cached chunk. Everything else is split per
// lazy route, so admin screens never reach a shopper's first visit.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs[\\/]toolkit|@standard-schema[\\/]utils|redux|redux-thunk|reselect|immer|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;
// Validation for the forms (zod, phone numbers, react-hook-form): only pages with a form load it.
const FORMS = /node_modules[\\/](zod|libphonenumber-js|react-hook-form|@hookform[\\/]resolvers)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss(), devStoreConfig()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Lists every chunk and its imports: the bench reads it to size a first visit.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            { name: 'forms', test: FORMS, priority: 10 },
          ],
        },
      },
    },
  },
});
