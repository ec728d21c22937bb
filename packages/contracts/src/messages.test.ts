import { describe, expect, it } from 'vitest';
import { authMessages } from './constants';
import { deviceMessages } from './devices';
import { defineMessages, isMessageCode, messageGroupOf, messageText, sayMessage } from './messages';
import { todoMessages } from './todo';
import { accountMessages } from './users';

describe('declared message codes', () => {
  it('are the constants themselves: group and name', () => {
    expect(authMessages.wrongPassword).toBe('auth.wrongPassword');
    expect(accountMessages.disabled).toBe('account.disabled');
    expect(deviceMessages.imeiTaken).toBe('device.imeiTaken');
    expect(todoMessages.labelHandle).toBe('todo.labelHandle');
    expect(messageGroupOf(todoMessages)).toBe('todo');
  });

  it('give back the spec’s English, with the values a sentence carries', () => {
    expect(messageText(authMessages.wrongPassword)).toBe('Check your password');
    expect(messageText('auth.tooManyAttempts', { seconds: 15 })).toBe(
      'Too many failed attempts for this account. Try again in 15 s.',
    );
    expect(sayMessage('import.duplicateInFile', { firstRow: 3 })).toEqual({
      message: 'Row 3 of this file has the same value',
      code: 'import.duplicateInFile',
      params: { firstRow: 3 },
    });
  });

  it('leave a sentence nobody declared as it is', () => {
    expect(isMessageCode('Something nobody wrote down')).toBe(false);
    expect(messageText('Something nobody wrote down')).toBe('Something nobody wrote down');
    expect(sayMessage('Something nobody wrote down')).toEqual({ message: 'Something nobody wrote down' });
  });

  it('refuse a code declared again with another text, and accept the same declaration twice', () => {
    const parcels = defineMessages('parcels', { delivered: 'The parcel {id} went to {city}.' });
    expect(defineMessages('parcels', { delivered: 'The parcel {id} went to {city}.' })).toEqual(parcels);
    expect(parcels.delivered).toBe('parcels.delivered');
    expect(messageText(parcels.delivered, { id: 42, city: 'Recife' })).toBe('The parcel 42 went to Recife.');
    expect(() => defineMessages('auth', { wrongPassword: 'Wrong!' })).toThrow(/auth.wrongPassword/);
    expect(() => defineMessages('two words', { x: 'x' })).toThrow();
  });
});
