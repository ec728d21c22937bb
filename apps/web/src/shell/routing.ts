import { type ComponentType, createElement, lazy } from 'react';
import type { RouteAccess } from './guard/routeAccess';

/** A page loaded as its own chunk, which can be fetched ahead of its first render. */
export interface LazyPage {
  Page: ComponentType;
  preload(): Promise<unknown>;
}

/**
 * Wraps a page's dynamic import. Once the chunk is in, the page renders at once instead of
 * suspending again, so a preloaded first page shows without a flash of the progress bar.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Suspending = lazy(preload);
  const Page = () => createElement(loaded ?? Suspending);
  return { Page, preload };
}

/** One page of the app: its path, who may see it, and its lazily loaded component. */
export interface AppRoute extends LazyPage {
  path: string;
  access?: RouteAccess;
}
