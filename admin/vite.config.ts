import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { resourceManifest } from './vite/resourceManifest';

// Vite reads its configuration from a default export.
export default defineConfig({
  base: '/',
  plugins: [react(), resourceManifest()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
