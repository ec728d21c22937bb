import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { type LiveSignal, maxNotifyBytes, notifiable } from './transport';

const log = { warn: vi.fn() };
const sizeOf = (signal: LiveSignal) => Buffer.byteLength(JSON.stringify(signal));

describe('live signals as NOTIFY payloads', () => {
  it('sends a small signal as it is', () => {
    const signal: LiveSignal = {
      kind: 'feature',
      feature: 'chat',
      data: { kind: 'presence', accountId: randomUUID() },
    };
    expect(notifiable(signal, log)).toEqual([signal]);
  });

  it('splits a message for more recipients than one payload holds, reaching each of them once', () => {
    const to = Array.from({ length: 1_000 }, () => randomUUID());
    const parts = notifiable(
      { kind: 'feature', feature: 'chat', data: { kind: 'message', chatId: randomUUID(), messageId: 7 }, to },
      log,
    );
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(sizeOf(part)).toBeLessThanOrEqual(maxNotifyBytes);
    expect(parts.flatMap((part) => (part.kind === 'feature' ? (part.to ?? []) : []))).toEqual(to);
  });

  it('splits an account event for many accounts the same way', () => {
    const to = Array.from({ length: 1_000 }, () => randomUUID());
    const parts = notifiable({ kind: 'account-event', to, event: { type: 'mail-arrived', mailId: 1 } }, log);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flatMap((part) => (part.kind === 'account-event' ? part.to : []))).toEqual(to);
  });

  it('turns an account or topic event too big for one payload into a resync, so the clients refetch', () => {
    const event = { type: 'mail-arrived', subject: 'x'.repeat(10_000) };
    expect(notifiable({ kind: 'account-event', to: [randomUUID()], event }, log)).toEqual([{ kind: 'resync' }]);
    expect(notifiable({ kind: 'topic-event', topic: 'scrumboard:1', event }, log)).toEqual([{ kind: 'resync' }]);
  });
});
