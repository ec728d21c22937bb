import { i18n } from './index';

/** The namespace every feature's navigation titles and badge labels are added to, in every language at once. */
export const navigationNamespace = 'navigation';

/**
 * Adds a feature's navigation strings (picked from its locale files at build time, see `build/pickJson.ts`) under
 * `navigation:<feature>.<key>`, and answers the function that names a key there. Every signed-in page shows the
 * navigation: loading each feature's whole namespace for its title would cost ~25 requests on every first visit.
 * Its own namespace stays untouched (and unloaded) until its code needs it.
 */
export function navigationStrings(
  feature: string,
  /** `import.meta.glob('./locales/*.json', { query: '?pick=…', import: 'default', eager: true })`: strings by file. */
  picked: Record<string, unknown>,
): (key: string) => string {
  for (const [path, strings] of Object.entries(picked)) {
    const language = /([\w-]+)\.json(?:\?|$)/.exec(path)?.[1];
    if (language) i18n.addResourceBundle(language, navigationNamespace, { [feature]: strings as object }, true, true);
  }
  return (key) => `${navigationNamespace}:${feature}.${key}`;
}
