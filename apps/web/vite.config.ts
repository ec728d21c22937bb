import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { flagImagesAlias } from './build/flagImages';
import { pagePreloads } from './build/pagePreloads';
import { pickJson } from './build/pickJson';
import { staticClosure } from './build/staticClosure';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(?:js|css|svg|html)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every text asset, so the server can send precompressed files
 * instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'conecta:precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: an absolute --outDir stays where it points.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        jobs.push(
          readFile(file).then(async (content) => {
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}

/**
 * `npm run dev`: Vite serves index.html, so it writes the outside providers' public configuration
 * into the page the way the server does, from the same environment variables.
 */
function devAuthConfig(): Plugin {
  const env = (name: string) => process.env[name] || undefined;
  return {
    name: 'conecta:dev-auth-config',
    apply: 'serve',
    transformIndexHtml() {
      // As the server reads it: a bare host name (Auth0's usual form) is an https URL.
      const domain = env('AUTH0_DOMAIN')
        ?.trim()
        .replace(/\/+$/, '')
        .replace(/^(?!https?:\/\/)/i, 'https://');
      const clientId = env('AUTH0_CLIENT_ID');
      const audience = env('AUTH0_AUDIENCE');
      const apiKey = env('FIREBASE_API_KEY');
      const projectId = env('FIREBASE_PROJECT_ID');
      const databaseURL = env('FIREBASE_DATABASE_URL');
      const emulatorHost = env('FIREBASE_AUTH_EMULATOR_HOST');
      const config = {
        ...(domain && clientId && audience && { auth0: { domain, clientId, audience } }),
        ...(apiKey &&
          projectId && {
            firebase: {
              apiKey,
              projectId,
              authDomain: env('FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
              ...(databaseURL && { databaseURL }),
              ...(emulatorHost && { authEmulatorUrl: `http://${emulatorHost}` }),
            },
          }),
      };
      return [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: 'conecta-config' },
          // No `<` in the JSON: it could close the element early.
          children: JSON.stringify(config).replaceAll('<', '\\u003c'),
          injectTo: 'head',
        },
      ];
    },
  };
}

const signInPage = staticClosure('src/features/auth/LoginPage.tsx');
/** The product's main page: the MUI parts it shares with other pages stay together (below). */
const deviceListPage = staticClosure('src/features/devices/DeviceListPage.tsx');
/** What every signed-in page runs beyond start-up: the layout, toolbar, navigation, panels. */
const mainLayout = staticClosure('src/app/mainLayout.tsx');
const validation = /node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contracts[\\/]/;
/** react-hook-form, its resolvers and the form kit's fields bound to it (`shell/form/Form*`). */
const formLibrary =
  /node_modules[\\/](?:react-hook-form|@hookform[\\/]resolvers)[\\/]|[\\/]src[\\/]shell[\\/]form[\\/]Form\w+\.tsx$/;
/** `src/shell/<area>/locales/pt-BR.json` → 'shell-pt-BR': the shell's namespaces share one chunk per language. */
function shellTranslationsChunk(id: string): string | null {
  const language = /[\\/]src[\\/]shell[\\/].+[\\/]locales[\\/]([\w-]+)\.json$/.exec(id)?.[1];
  return language ? `shell-${language}` : null;
}

export default defineConfig({
  plugins: [
    react(),
    pickJson(),
    signInPage.plugin,
    deviceListPage.plugin,
    mainLayout.plugin,
    devAuthConfig(),
    // Keep in step with `loadMainLayout` in src/app/pages.ts.
    pagePreloads({ mainLayout: ['src/app/mainLayout.tsx'] }),
    precompress(),
  ],
  resolve: { alias: [flagImagesAlias] },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    manifest: true,
    // Evergreen browsers support modulepreload; each lazy route preloads only its own chunks.
    modulePreload: {
      polyfill: false,
      // The framework and the bundler's runtime load with the entry, before any page can be imported:
      // naming them in every lazy import's preload list would only cost the first-loaded script bytes.
      resolveDependencies: (_file, dependencies) =>
        dependencies.filter((dependency) => !/(?:^|\/)(?:framework|rolldown-runtime)-[\w-]+\.js$/.test(dependency)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs before its own code: one cacheable request instead of ~20.
              name: 'framework',
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-redux|redux|immer|reselect|use-sync-external-store|react-router|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|clsx|@babel[\\/]runtime)[\\/]|@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit/,
            },
            {
              // The shell's strings (toolbar, navigation, settings, …), which every signed-in page
              // shows: one request per language instead of one per namespace.
              name: shellTranslationsChunk,
              debugName: 'shell translations',
            },
            // The rest of what every page runs at start (MUI's core, store, session): one request.
            // Before the groups below: a group takes its modules' dependencies along, and these stay here.
            { name: 'start', tags: ['$initial'] },
            // What the sign-in page needs beyond start-up, in three requests instead of ~20: the
            // validation (which most pages load), the form library with the fields bound to it
            // (which only form pages load) and the controls (which most pages share). The controls
            // come before the form library, so the fields' MUI parts stay in the controls and the
            // controls never import the form library.
            { name: 'zod', test: (id: string) => signInPage.has(id) && validation.test(id) },
            { name: 'controls', test: (id: string) => signInPage.has(id) && !formLibrary.test(id) },
            { name: 'react-hook-form', test: (id: string) => signInPage.has(id) && formLibrary.test(id) },
            // The MUI parts of the device list (beyond the sign-in page's) in one request. Left to
            // themselves, the parts the sample applications share too are cut into a dozen small chunks
            // that compress worse: 13 KiB more for the device list's first visit.
            {
              name: 'list-controls',
              test: (id: string) =>
                deviceListPage.has(id) && /node_modules[\\/]@mui[\\/](?:material|system|utils)[\\/]/.test(id),
            },
            // The main layout's modules in one request: every page inside it loads them all anyway, and a
            // score of small shared chunks (icons, slices, texts' loaders) costs more bytes and requests.
            { name: 'main-layout', test: (id: string) => mainLayout.has(id) },
          ],
        },
      },
    },
  },
});
