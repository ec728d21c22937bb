import { describe, expect, it, vi } from 'vitest';
import { readApiFailure } from '../../app/apiFailure';
import { applyServerErrors } from './applyServerErrors';

interface SignInForm {
  email: string;
  password: string;
}

const refusal = (data: unknown) => readApiFailure({ status: 400, data });

describe('applyServerErrors', () => {
  it('puts each server field error on its input, focusing the first, in the page’s words', () => {
    const setError = vi.fn();
    const placed = applyServerErrors<SignInForm>(
      { setError },
      refusal({
        error: { username: 'This account is disabled', password: 'Check your password' },
        codes: { username: 'account.disabled', password: 'auth.wrongPassword' },
      }),
      {
        fields: ['email', 'password'],
        fieldFor: { username: 'email' },
        say: (message) => `«${message.code}»`,
      },
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: '«account.disabled»' }, { shouldFocus: true }],
      ['password', { type: 'server', message: '«auth.wrongPassword»' }, { shouldFocus: false }],
    ]);
  });

  it('shows the server’s English when the page gives no words of its own', () => {
    const setError = vi.fn();
    applyServerErrors<SignInForm>({ setError }, refusal({ error: { password: 'Check your password' } }), {
      fields: ['email', 'password'],
    });
    expect(setError).toHaveBeenCalledWith(
      'password',
      { type: 'server', message: 'Check your password' },
      { shouldFocus: true },
    );
  });

  it('says so when no error matched a field, so the page can show the failure elsewhere', () => {
    const setError = vi.fn();
    const placed = applyServerErrors<SignInForm>({ setError }, refusal({ error: { cursor: 'Invalid cursor' } }), {
      fields: ['email', 'password'],
    });
    expect(placed).toBe(false);
    expect(setError).not.toHaveBeenCalled();
    expect(applyServerErrors<SignInForm>({ setError }, readApiFailure(undefined), { fields: ['email'] })).toBe(false);
  });
});
