import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

interface ManifestChunk {
  file: string;
  src?: string;
}

/** Modules whose chunks hold the outside providers' SDKs (oidc-client-ts, Firebase) and their adapters. */
const sdkModule =
  /(?:src\/features\/auth\/providers\/(?:auth0|firebase|firebaseDatabase)\.ts|node_modules\/(?:oidc-client-ts|firebase|@firebase)\/)/;

/** The built files of the SDK chunks, from the web build's manifest. */
export function sdkChunkFiles(): string[] {
  const manifestPath = fileURLToPath(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url));
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  return Object.entries(manifest)
    .filter(([key, chunk]) => sdkModule.test(key) || sdkModule.test(chunk.src ?? ''))
    .map(([, chunk]) => `/${chunk.file}`);
}

/** Every script the page fetches from then on, by path, and every request that left for another origin. */
export function watchRequests(page: Page) {
  const scripts: string[] = [];
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const pageOrigin = new URL(page.url() === 'about:blank' ? request.url() : page.url()).origin;
    if (request.resourceType() === 'script') scripts.push(url.pathname);
    if (url.origin !== pageOrigin && url.protocol.startsWith('http')) elsewhere.push(url.href);
  });
  return { scripts, elsewhere };
}
