import type { LocaleFiles } from './loader';

/** A pack's module per language, as `import.meta.glob('./packs/*.ts', { import: 'default' })` lists them. */
export type PackFiles = Record<string, () => Promise<unknown>>;

/** A promise React's `use` reads at once when it has settled (no suspension for what is already here). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A library's own texts in each language (MUI X's locale packs, date-fns' locales), one chunk per
 * language: never in the sign-in bundle, and only the active language's is fetched. `with` ties them
 * to a namespace, so a language's pack arrives with that namespace's file and is there (`get`) whenever
 * its strings are; `load` fetches one on its own.
 */
export function languagePacks<T>(packs: PackFiles) {
  const loading = new Map<string, Tracked<T | undefined>>();
  const fileOf = (language: string) => Object.entries(packs).find(([path]) => path.endsWith(`/${language}.ts`))?.[1];

  function load(language: string): Promise<T | undefined> {
    let promise = loading.get(language);
    if (!promise) {
      const file = fileOf(language);
      const tracked: Tracked<T | undefined> = (file ? file() : Promise.resolve(undefined)) as Promise<T | undefined>;
      tracked.status = 'pending';
      tracked.then(
        (value) => Object.assign(tracked, { status: 'fulfilled', value }),
        (reason) => {
          Object.assign(tracked, { status: 'rejected', reason });
          // Tried again next time (a chunk that failed to arrive, say).
          loading.delete(language);
        },
      );
      promise = tracked;
      loading.set(language, promise);
    }
    return promise;
  }

  return {
    load,
    /** The language's pack if it has arrived. */
    get(language: string): T | undefined {
      const promise = loading.get(language);
      return promise?.status === 'fulfilled' ? promise.value : undefined;
    },
    /** A namespace's files, each of which fetches its language's pack too and settles once both are here. */
    with(files: LocaleFiles): LocaleFiles {
      return Object.fromEntries(
        Object.entries(files).map(([path, file]) => {
          const language = /\/([^/]+)\.json$/.exec(path)?.[1] ?? '';
          return [path, async () => (await Promise.all([file(), load(language)]))[0]];
        }),
      );
    },
  };
}
