import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app: hashed assets cached for a year, precompressed files when the
 * browser accepts them, and `index.html` for every other non-API path so deep links survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The raw index.html lacks what each page gets added (configuration, preloads): serve it as a page.
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/**
 * The HTML of each page: `index.html` with `headHtml` (the public configuration) and modulepreload
 * links for every script that page needs (from the build's `page-preloads.json`), so a first visit
 * fetches all of its code at once.
 */
export function createPageHtml(
  webDist: string,
  headHtml = '',
): (pathname: string, acceptEncoding?: string) => { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8').replace(
    '</head>',
    // A function, so a `$` in the configuration is not read as a replacement pattern.
    () => `${headHtml}</head>`,
  );
  const preloadsFile = path.join(webDist, 'page-preloads.json');
  const preloads: Record<string, string[]> = existsSync(preloadsFile)
    ? JSON.parse(readFileSync(preloadsFile, 'utf8'))
    : {};
  const prerenderedFile = path.join(webDist, 'prerendered.json');
  const prerendered: Record<string, PrerenderedPage> = existsSync(prerenderedFile)
    ? JSON.parse(readFileSync(prerenderedFile, 'utf8'))
    : {};
  const htmlByPattern = new Map<string, string>();
  for (const [pattern, files] of Object.entries(preloads)) {
    const links = files
      .filter((file) => !indexHtml.includes(`"${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    const page = prerendered[pattern];
    htmlByPattern.set(pattern, withPageMarkup(indexHtml.replace('</head>', `${links}</head>`), page));
  }
  const htmlOf = (pathname: string) => {
    for (const [pattern, html] of htmlByPattern) if (matchesPath(pattern, pathname)) return html;
    return indexHtml;
  };
  // Compressed once per page, on its first request: the global compression hooks only routes, and a page is the
  // not-found handler's answer. A guest page's rendered HTML is ~30 KB, ~6 KB compressed: on a phone's connection
  // it arrives in one piece, and no part of the page paints before the rest has come (a layout shift).
  const compressed = new Map<string, { br: Buffer; gzip: Buffer }>();
  return (pathname, acceptEncoding = '') => {
    const html = htmlOf(pathname);
    const encodings = new Set(acceptEncoding.split(',').map((part) => part.split(';')[0]?.trim()));
    if (!encodings.has('br') && !encodings.has('gzip')) return { body: html };
    let both = compressed.get(html);
    if (!both) {
      both = {
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      compressed.set(html, both);
    }
    return encodings.has('br') ? { body: both.br, encoding: 'br' } : { body: both.gzip, encoding: 'gzip' };
  };
}

/** A guest page as the build rendered it (`apps/web/build/prerender.ts`): its markup and the state it assumes. */
interface PrerenderedPage {
  state: string;
  html: string;
}

const splash = /<div id="root"><!--splash-->[\s\S]*?<!--\/splash--><\/div>/;
const attributeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The page's own markup in place of the splash, so it paints before its scripts arrive; the browser hydrates it
 * when its state is the one named (`data-prerendered`), and renders the page itself otherwise.
 */
function withPageMarkup(html: string, page: PrerenderedPage | undefined): string {
  if (!page) return html;
  // A function, so a `$` in the markup is not read as a replacement pattern.
  // The first frame waits for the page's end (`rel=expect`, render-blocking): a parser that yields halfway would
  // paint the top of the page, and the card would move when the rest arrived (a layout shift of 0.11–0.16 on a
  // phone, 2026-11-26).
  return html
    .replace('</head>', () => `<link rel="expect" href="#${pageEndId}" blocking="render"></head>`)
    .replace(
      splash,
      () =>
        `<div id="root" data-prerendered="${attributeText(page.state)}">${page.html}</div><template id="${pageEndId}"></template>`,
    );
}

const pageEndId = 'page-end';

/**
 * Whether `pathname` fits `pattern`, where a `:name` segment matches any one segment and a trailing
 * `:name?` may also be absent (`/apps/mail/:folderHandle/:mailId?`).
 */
function matchesPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const required = want.filter((segment) => !segment.endsWith('?')).length;
  if (have.length < required || have.length > want.length) return false;
  return want.every((segment, i) => {
    const given = have[i];
    if (given === undefined) return segment.endsWith('?');
    return segment.startsWith(':') || segment === given;
  });
}

export function isPageRequest(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && url !== '/api';
}
