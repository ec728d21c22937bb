import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A floor page of `npm run bench:web`, `FLOOR=stack` or `FLOOR=bare` (the module of that name
 * here): the same build target as the console, everything in one chunk, in `dist/<floor>`.
 */
const floor = process.env.FLOOR === 'bare' ? 'bare' : 'stack';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: { alias: { '/floor-page.tsx': here(`./${floor}.tsx`) } },
  logLevel: 'warn',
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    outDir: here(`./dist/${floor}`),
    emptyOutDir: true,
  },
});
