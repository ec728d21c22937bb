/**
 * A service worker, if one is left in this browser (by an earlier build, or another app once served
 * here), is unregistered on start (console-core §7.5), so it can never serve stale pages. A few bytes,
 * called once the app has rendered (AppProviders): nothing on the sign-in page's way, and no request of
 * its own. Nothing happens where the browser has no service workers; a refusal is ignored (it is tried
 * again next start).
 * Resolves to the number unregistered.
 */
export async function unregisterServiceWorkers(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined = globalThis.navigator?.serviceWorker,
): Promise<number> {
  if (typeof container?.getRegistrations !== 'function') return 0;
  try {
    const registrations = await container.getRegistrations();
    const done = await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
    return done.filter(Boolean).length;
  } catch {
    return 0;
  }
}
