import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { type ChatSignal, maxNotifyBytes, notifiable } from './live';

const log = { warn: vi.fn() } as unknown as Parameters<typeof notifiable>[1];
const sizeOf = (signal: ChatSignal) => Buffer.byteLength(JSON.stringify(signal));

describe('chat signals as NOTIFY payloads', () => {
  it('sends a small signal as it is', () => {
    const signal: ChatSignal = { kind: 'presence', accountId: randomUUID() };
    expect(notifiable(signal, log)).toEqual([signal]);
  });

  it('splits a message for more recipients than one payload holds, reaching each of them once', () => {
    const to = Array.from({ length: 1_000 }, () => randomUUID());
    const parts = notifiable({ kind: 'message', chatId: randomUUID(), messageId: 7, to }, log);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(sizeOf(part)).toBeLessThanOrEqual(maxNotifyBytes);
    expect(parts.flatMap((part) => (part.kind === 'message' ? part.to : []))).toEqual(to);
  });

  it('turns an account event too big for one payload into a resync, so the clients refetch', () => {
    const event = { type: 'mail-arrived', subject: 'x'.repeat(10_000) };
    expect(notifiable({ kind: 'account-event', to: [randomUUID()], event }, log)).toEqual([{ kind: 'resync' }]);
  });
});
