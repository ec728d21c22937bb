import { describe, expect, it, vi } from 'vitest';
import { reloadOnceForNewVersion } from './reloadOnce';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reloading for a new version', () => {
  it('reloads once, then asks the user instead of reloading in a loop', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForNewVersion(reload, storage, 1_000_000)).toBe(true);
    expect(reloadOnceForNewVersion(reload, storage, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy, minutes after the last one', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForNewVersion(reload, storage, 1_000_000);
    expect(reloadOnceForNewVersion(reload, storage, 1_000_000 + 10 * 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
