import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { resourceManifest } from './vite/resourceManifest';

/**
 * React Router ships a production build beside its development one, but its package's exports
 * always pick the development one (warnings and checks on every match: ~6 % of a page change's
 * script time): the build names the production files itself.
 */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// Vite reads its configuration from a default export.
export default defineConfig(({ command }) => ({
  base: '/',
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : {},
  // Each script and style sheet also as .gz and .br beside it, served as they are by the API
  // (@fastify/static preCompressed): no compression per request, brotli at its best quality.
  plugins: [react(), resourceManifest(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, skipIfLargerOrEqual: true })],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
}));
