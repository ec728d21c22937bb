const reloadedKey = 'conecta.reloadedForNewVersion';
/** A second failure within this time after reloading is not a new version: ask the user instead of reloading in a loop. */
const quietPeriod = 2 * 60_000;

/**
 * The server answers but a script of the page is gone: a new version was deployed while the tab was
 * open and its scripts have new names. Reloads once to fetch them; answers false when it already did
 * so moments ago (then the page asks the user).
 */
export function reloadOnceForNewVersion(
  reload: () => void = () => window.location.reload(),
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage,
  now = Date.now(),
): boolean {
  try {
    const last = Number(storage?.getItem(reloadedKey) ?? 0);
    if (now - last < quietPeriod) return false;
    storage?.setItem(reloadedKey, String(now));
  } catch {
    // Storage blocked: without a memory of the last reload, do not risk a loop.
    return false;
  }
  reload();
  return true;
}
