import { parseAst } from 'vite';

type AstNode = { type: string; [key: string]: unknown };

/** A page of a route table as the build reads it from source, before anything runs. */
export interface RouteTablePage {
  path: string;
  bare: boolean;
  /** The specifier of the page's `import(…)`, relative to the route table. */
  source: string;
}

export interface RouteTableRedirect {
  path: string;
  redirect: string;
}

/** A route table the build cannot read: the build stops on it rather than skip a page without a word. */
export class RouteTableError extends Error {}

/**
 * Reads a feature's `routes.ts` (TypeScript or the JavaScript it compiles to): every object with
 * `path` and `load: () => import('…')` is a page, every object with `path` and `redirect` a redirect.
 * A path may be a string, a template without `${…}`, or a `const` of the same module holding one;
 * anything else is an error naming the file and the route.
 */
export function readRouteTable(
  code: string,
  file: string,
): { pages: RouteTablePage[]; redirects: RouteTableRedirect[] } {
  const program = parseAst(code, { lang: 'ts' }) as unknown as AstNode;
  const constants = moduleConstants(program);
  const text = (node: AstNode | undefined): string | undefined => {
    if (!node) return undefined;
    const literal = literalText(node);
    if (literal !== undefined) return literal;
    if (node.type === 'Identifier') return constants.get(node.name as string);
    if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression')
      return text(node.expression as AstNode);
    return undefined;
  };
  const where = (node: AstNode) => `${file}:${lineOf(code, node.start as number)}`;

  const pages: RouteTablePage[] = [];
  const redirects: RouteTableRedirect[] = [];
  visit(program, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const props = new Map<string, AstNode>();
    for (const property of node.properties as AstNode[]) {
      const key = property.key as AstNode | undefined;
      if (property.type === 'Property' && key?.type === 'Identifier')
        props.set(key.name as string, property.value as AstNode);
    }
    const pathNode = props.get('path');
    const load = props.get('load');
    const redirectNode = props.get('redirect');
    if (!pathNode || (!load && !redirectNode)) return;
    const path = text(pathNode);
    if (path === undefined)
      throw new RouteTableError(
        `${where(pathNode)}: cannot read this route's path for its preloads; write it as a string or as a const of the same module`,
      );
    if (redirectNode) {
      const redirect = text(redirectNode);
      if (redirect === undefined)
        throw new RouteTableError(
          `${where(redirectNode)}: cannot read where ${path} redirects to; write it as a string`,
        );
      redirects.push({ path, redirect });
      return;
    }
    let source: string | undefined;
    visit(load, (inner) => {
      const specifier = inner.source as AstNode | undefined;
      if (inner.type === 'ImportExpression') source ??= text(specifier) ?? '';
    });
    if (!source)
      throw new RouteTableError(
        `${where(load as AstNode)}: cannot read which module the page ${path} loads; write load: () => import('./Page')`,
      );
    const layout = props.get('layout');
    pages.push({ path, bare: text(layout) === 'bare', source });
  });
  return { pages, redirects };
}

/** `const name = '…'` at the top of the module (exported or not). */
function moduleConstants(program: AstNode): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of program.body as AstNode[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      const init = declarator.init as AstNode | null;
      const value = init ? literalText(init) : undefined;
      if (id.type === 'Identifier' && value !== undefined) constants.set(id.name as string, value);
    }
  }
  return constants;
}

/** A string literal, or a template literal without `${…}`. */
function literalText(node: AstNode): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0)
    return ((node.quasis as AstNode[])[0]?.value as { cooked?: string } | undefined)?.cooked;
  return undefined;
}

function lineOf(code: string, offset: number): number {
  return code.slice(0, offset).split('\n').length;
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
