import type { AppRoute } from '../shell/routing';

/**
 * One export of every feature (what `import.meta.glob` gives: the export by module path), in one list.
 * Sorted by path, so the result does not depend on the order the bundler lists files in.
 */
export function byModulePath<T extends object>(modules: Record<string, T | readonly T[] | undefined>): T[] {
  return Object.keys(modules)
    .sort()
    .flatMap((modulePath): T | readonly T[] => modules[modulePath] ?? []);
}

/**
 * Every feature's routes in one list. Two features claiming one path would be a mistake: the
 * discovery test checks the app's routes for it, so the sign-in page does not carry the check.
 */
export function collectRoutes(modules: Record<string, readonly AppRoute[] | undefined>): AppRoute[] {
  return byModulePath(modules);
}
