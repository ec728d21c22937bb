import { describe, expect, it, vi } from 'vitest';
import { unregisterServiceWorkers } from './serviceWorker';

function registration(unregister: () => Promise<boolean>) {
  return { unregister: vi.fn(unregister) } as unknown as ServiceWorkerRegistration;
}

describe('leftover service workers (§7.5)', () => {
  it('are each unregistered', async () => {
    const first = registration(async () => true);
    const second = registration(async () => true);
    const container = { getRegistrations: vi.fn(async () => [first, second]) };
    expect(await unregisterServiceWorkers(container)).toBe(2);
    expect(first.unregister).toHaveBeenCalledOnce();
    expect(second.unregister).toHaveBeenCalledOnce();
  });

  it('leave nothing to do where the browser has no service workers, or refuses', async () => {
    expect(await unregisterServiceWorkers(undefined)).toBe(0);
    expect(await unregisterServiceWorkers({} as Pick<ServiceWorkerContainer, 'getRegistrations'>)).toBe(0);
    const refusing = { getRegistrations: vi.fn(async () => Promise.reject(new Error('SecurityError'))) };
    expect(await unregisterServiceWorkers(refusing)).toBe(0);
    const failing = registration(async () => Promise.reject(new Error('gone')));
    expect(await unregisterServiceWorkers({ getRegistrations: async () => [failing] })).toBe(0);
  });
});
