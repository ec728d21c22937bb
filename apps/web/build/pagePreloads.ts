import path from 'node:path';
import type { Plugin } from 'vite';

type AstNode = { type: string; [key: string]: unknown };
type OutputChunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};

export interface PagePreloadOptions {
  /** Modules every page outside the bare layout needs as well (the main layout and its navigation). */
  mainLayout: string[];
}

/**
 * Writes `page-preloads.json`: for each page path of the features' route tables
 * (`src/features/*\/routes.ts`, objects with `path`, `load: () => import(...)` and an optional
 * `layout: 'bare'`), every JavaScript file the page needs. The server puts those that index.html
 * does not already load in the HTML of that page as modulepreload links, so a first visit fetches all its code at once instead of
 * discovering the page's chunks only after the entry has run.
 */
export function pagePreloads({ mainLayout }: PagePreloadOptions): Plugin {
  const pages: { path: string; bare: boolean; moduleId: string }[] = [];
  let root = process.cwd();

  return {
    name: 'conecta:page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!/[\\/]src[\\/]features[\\/][^\\/]+[\\/]routes\.ts$/.test(id)) return null;
      for (const route of findRoutes(this.parse(code) as unknown as AstNode)) {
        const resolved = await this.resolve(route.source, id);
        if (resolved) pages.push({ path: route.path, bare: route.bare, moduleId: resolved.id });
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk & typeof item => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: OutputChunk | undefined, into = new Set<string>()) => {
        if (!start || into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const file of start.imports) closure(byFile.get(file), into);
        return into;
      };
      const facadeOf = (moduleId: string) => chunks.find((chunk) => chunk.facadeModuleId === moduleId);
      const closureOf = (modules: string[], into = new Set<string>()) => {
        for (const module of modules) closure(facadeOf(path.resolve(root, module)), into);
        return into;
      };
      const layout = closureOf(mainLayout);

      const preloads: Record<string, string[]> = {};
      for (const page of pages) {
        const files = closure(facadeOf(page.moduleId));
        if (!page.bare) for (const file of layout) files.add(file);
        preloads[page.path] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'page-preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}

/** The `{ path: '…', layout?: 'bare', load: () => import('…') }` objects of a route table. */
function findRoutes(program: AstNode): { path: string; bare: boolean; source: string }[] {
  const routes: { path: string; bare: boolean; source: string }[] = [];
  visit(program, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const props = new Map<string, AstNode>();
    for (const property of node.properties as AstNode[]) {
      const key = property.key as AstNode | undefined;
      if (property.type === 'Property' && key?.type === 'Identifier')
        props.set(key.name as string, property.value as AstNode);
    }
    const pathValue = props.get('path');
    const load = props.get('load');
    if (pathValue?.type !== 'Literal' || typeof pathValue.value !== 'string' || !load) return;
    let source: string | undefined;
    visit(load, (inner) => {
      const specifier = inner.source as AstNode | undefined;
      if (inner.type === 'ImportExpression' && specifier?.type === 'Literal') source ??= specifier.value as string;
    });
    const layout = props.get('layout');
    if (source)
      routes.push({ path: pathValue.value, bare: layout?.type === 'Literal' && layout.value === 'bare', source });
  });
  return routes;
}

function visit(node: unknown, enter: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, enter);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
  enter(node as AstNode);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && value && typeof value === 'object') visit(value, enter);
  }
}
