import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { resourceManifest } from './vite/resourceManifest';

// Vite reads its configuration from a default export.
export default defineConfig({
  base: '/',
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
});
