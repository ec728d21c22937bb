/**
 * The name a developer gives `npm run new:feature -- <name>` and the forms the templates use.
 * Pure: no file system here, so the rules have a unit test of their own.
 */

/** Kebab case: lower-case words of letters and digits joined by single hyphens, starting with a letter. */
const kebabCase = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Longest accepted name. Its snake form names the table and its indexes (`<name>_items_created`), which
 * PostgreSQL cuts at 63 bytes.
 */
export const maxNameLength = 40;

/**
 * Names a feature may not take, though no folder holds them yet: the platform's own words (message groups of
 * `contracts/messages.ts`, `/api/<name>` addresses the server answers itself, contracts modules that are not
 * features) and words that would read as a folder of the code rather than a feature.
 */
export const reservedNames: ReadonlySet<string> = new Set([
  // Message groups of the platform (`addMessageGroup` refuses them).
  'account',
  'auth',
  'chat',
  'device',
  'http',
  'import',
  'validation',
  // Server addresses and modules outside the features.
  'api',
  'app',
  'docs',
  'documentation',
  'files',
  'health',
  'openapi',
  'uploads',
  'platform',
  'db',
  // Modules of the contracts package that are not features.
  'index',
  'list',
  'messages',
  'roles',
  'constants',
  'errors',
  'text',
  // Folders of the web app.
  'shell',
  'features',
  'test',
  'types',
  'new',
]);

export interface FeatureNames {
  /** `stock-items`: folders, the URL prefix, the i18n namespace, message codes. */
  name: string;
  /** `stockItems`: values (`stockItemsFeature`). */
  camel: string;
  /** `StockItems`: types and components (`StockItemsPage`). */
  pascal: string;
  /** `stock_items`: SQL names (`stock_items_items`). */
  snake: string;
  /** `Stock items`: the title shown until someone writes a better one. */
  title: string;
}

export function namesOf(name: string): FeatureNames {
  const words = name.split('-');
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return {
    name,
    camel: (words[0] ?? '') + capitalised.slice(1).join(''),
    pascal: capitalised.join(''),
    snake: words.join('_'),
    title: [capitalised[0], ...words.slice(1)].join(' '),
  };
}

/**
 * Why `name` cannot be a new feature, or undefined when it can. `taken` holds the names already used by a
 * feature on any side (server or web folders, contracts modules).
 */
export function refusalOf(name: string, taken: ReadonlySet<string>): string | undefined {
  if (!name) return 'Give the feature a name: npm run new:feature -- <name> (kebab-case, e.g. stock-items).';
  if (!kebabCase.test(name))
    return `"${name}" is not kebab-case: lower-case letters and digits in words joined by single hyphens, starting with a letter (e.g. stock-items).`;
  if (name.length > maxNameLength) return `"${name}" is longer than ${maxNameLength} characters.`;
  if (taken.has(name)) return `A feature named "${name}" exists already.`;
  if (reservedNames.has(name)) return `"${name}" is reserved for the platform; choose another name.`;
  return undefined;
}

/** Every `__form__` a template may hold, with its value for `names`. */
export function placeholdersOf(names: FeatureNames): Record<string, string> {
  return {
    __name__: names.name,
    __camel__: names.camel,
    __Pascal__: names.pascal,
    __snake__: names.snake,
    __Title__: names.title,
  };
}

/** A template's text (or path) with its placeholders filled in; an unknown `__word__` is left to be found. */
export function fill(template: string, placeholders: Record<string, string>): string {
  return template.replace(/__(name|camel|Pascal|snake|Title)__/g, (whole) => placeholders[whole] ?? whole);
}
