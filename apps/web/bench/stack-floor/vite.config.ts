import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The stack-floor page: the same build target as the console, everything in one chunk. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2022', modulePreload: { polyfill: false }, outDir: 'dist', emptyOutDir: true },
});
