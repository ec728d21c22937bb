import { describe, expect, it } from 'vitest';
import { authMessages } from './constants';
import { deviceMessages } from './devices';
import { addMessageGroup, formatMessage, identifyMessage, type MessageCode, messageTemplates } from './messages';
import { accountMessages } from './users';

describe('message codes', () => {
  it('names the spec’s fixed sentences by their group and name', () => {
    expect(identifyMessage(authMessages.wrongPassword)).toEqual({ code: 'auth.wrongPassword' });
    expect(identifyMessage(accountMessages.disabled)).toEqual({ code: 'account.disabled' });
    expect(identifyMessage(deviceMessages.imeiTaken)).toEqual({ code: 'device.imeiTaken' });
  });

  it('reads the values back out of a sentence that carries them', () => {
    expect(identifyMessage('Too many failed attempts for this account. Try again in 15 s.')).toEqual({
      code: 'auth.tooManyAttempts',
      params: { seconds: 15 },
    });
    expect(identifyMessage('Row 3 of this file has the same value')).toEqual({
      code: 'import.duplicateInFile',
      params: { firstRow: 3 },
    });
    expect(identifyMessage('Invalid body: email, password')).toEqual({
      code: 'http.invalidPart',
      params: { part: 'body', fields: 'email, password' },
    });
    expect(identifyMessage('Invalid imei')).toEqual({ code: 'http.invalidFields', params: { fields: 'imei' } });
  });

  it('finds every catalogued sentence again, with its values, once written out', () => {
    for (const code of Object.keys(messageTemplates) as MessageCode[]) {
      const names = [...messageTemplates[code].matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      const params = Object.fromEntries(names.map((name, index) => [name, `value${index}`]));
      const found = identifyMessage(formatMessage(code, params));
      // A sentence two groups share keeps the first group's code; its text is the same.
      expect(found && formatMessage(found.code, found.params)).toBe(formatMessage(code, params));
      if (names.length > 0) expect(found).toEqual({ code, params });
    }
  });

  it('leaves a sentence nobody catalogued without a code', () => {
    expect(identifyMessage('Something nobody wrote down')).toBeUndefined();
  });
});

describe('a feature’s own sentences', () => {
  it('get codes under the feature’s name once added, with their values', () => {
    expect(identifyMessage('The parcel 42 went to Recife.')).toBeUndefined();
    addMessageGroup('parcels', { delivered: 'The parcel {id} went to {city}.' });
    addMessageGroup('parcels', { delivered: 'The parcel {id} went to {city}.' });
    expect(identifyMessage('The parcel 42 went to Recife.')).toEqual({
      code: 'parcels.delivered',
      params: { id: 42, city: 'Recife' },
    });
    expect(() => addMessageGroup('auth', { other: 'Other' })).toThrow();
  });
});
