import { httpMessages, messageText } from '@conecta/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { hashPassword, limitPasswordHashes, ServerBusyError, verifyPassword } from './passwords';

describe('password hashes at once', () => {
  it('run up to the limit, as many wait their turn, and the rest are refused at once as busy', async () => {
    limitPasswordHashes(1, 1);
    const stored = await hashPassword('segredo');
    const attempts = await Promise.allSettled(Array.from({ length: 5 }, () => verifyPassword(stored, 'segredo')));
    const answered = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(answered).toHaveLength(2);
    expect(answered.every((attempt) => attempt.value === true)).toBe(true);
    expect(refused).toHaveLength(3);
    expect(refused.every((attempt) => attempt.reason instanceof ServerBusyError)).toBe(true);
    // The slots are free again afterwards.
    await expect(verifyPassword(stored, 'errada')).resolves.toBe(false);
  });
});

describe('a flood of sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { passwordHashesAtOnce: 1 } });
  });
  afterAll(() => t.close());

  it('is answered 503 with retry-after beyond what the server hashes at once, while other routes answer', async () => {
    const signIns = Array.from({ length: 12 }, (_, index) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: `ninguem${index}@conecta.example`, password: 'tentativa' },
        remoteAddress: `10.0.0.${index + 1}`,
      }),
    );
    const health = t.app.inject({ method: 'GET', url: '/api/health' });
    const [answers, healthy] = await Promise.all([Promise.all(signIns), health]);
    expect(healthy.statusCode).toBe(200);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.headers['retry-after']).toBe('1');
    expect(busy[0]?.json()).toMatchObject({ code: httpMessages.busy, message: messageText(httpMessages.busy) });
    // The others got the answer an unknown email gets.
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBe(12 - busy.length);
  });
});
