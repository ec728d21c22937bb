import { describe, expect, it } from 'vitest';
import { firstServerMessage, readApiFailure, refusalSentences } from './apiFailure';

describe('readApiFailure', () => {
  it('reads field errors with their codes and values', () => {
    const failure = readApiFailure({
      status: 400,
      data: {
        message: 'Invalid body: displayName, imei',
        code: 'http.invalidPart',
        params: { part: 'body', fields: 'displayName, imei' },
        error: {
          displayName: 'Too big: expected string to have <=100 characters',
          imei: 'Another device already has this IMEI',
        },
        codes: { displayName: 'validation.tooBig', imei: 'device.imeiTaken' },
        fieldParams: { displayName: { type: 'string', maximum: 100, unit: 'characters' } },
      },
    });
    expect(failure).toEqual({
      status: 400,
      unreachable: false,
      message: {
        message: 'Invalid body: displayName, imei',
        code: 'http.invalidPart',
        params: { part: 'body', fields: 'displayName, imei' },
      },
      fields: {
        displayName: {
          message: 'Too big: expected string to have <=100 characters',
          code: 'validation.tooBig',
          params: { type: 'string', maximum: 100, unit: 'characters' },
        },
        imei: { message: 'Another device already has this IMEI', code: 'device.imeiTaken' },
      },
    });
  });

  it('reads a sentence alone, and a token failure’s sentence under `error`', () => {
    expect(
      readApiFailure({ status: 404, data: { message: 'No device has this id', code: 'device.notFound' } }),
    ).toEqual({
      status: 404,
      unreachable: false,
      message: { message: 'No device has this id', code: 'device.notFound' },
      fields: {},
    });
    expect(readApiFailure({ status: 401, data: { error: 'Invalid access token detected' } }).message).toEqual({
      message: 'Invalid access token detected',
    });
  });

  it('reads answers of servers that send no codes (older servers, other APIs) as plain English', () => {
    const failure = readApiFailure({ status: 401, data: { error: { password: 'Check your password' } } });
    expect(failure.fields).toEqual({ password: { message: 'Check your password' } });
    expect(failure.message).toBeUndefined();
    expect(firstServerMessage(failure)).toEqual({ message: 'Check your password' });
  });

  it('shows a field’s sentence before the general summary, when only one fits', () => {
    const failure = readApiFailure({
      status: 400,
      data: { message: 'Invalid body: mood', error: { mood: 'Mood can have up to 200 characters' } },
    });
    expect(firstServerMessage(failure)?.message).toBe('Mood can have up to 200 characters');
    expect(refusalSentences(failure).map((said) => said.message)).toEqual(['Mood can have up to 200 characters']);
    expect(refusalSentences(readApiFailure({ status: 404, data: { message: 'No chat has this id' } }))).toEqual([
      { message: 'No chat has this id' },
    ]);
  });

  it('ignores what is not a sentence: numbers as messages, non-string field values, odd params', () => {
    const failure = readApiFailure({
      status: 400,
      data: {
        message: 42,
        error: { imei: null, model: 'Model is required (up to 64 characters)' },
        codes: 'x',
        params: [1],
      },
    });
    expect(failure.message).toBeUndefined();
    expect(failure.fields).toEqual({ model: { message: 'Model is required (up to 64 characters)' } });
  });

  it('tells a network failure and a timeout from an answer', () => {
    expect(readApiFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      unreachable: true,
      fields: {},
    });
    expect(readApiFailure({ status: 'TIMEOUT_ERROR', error: 'AbortError' }).unreachable).toBe(true);
    expect(readApiFailure(new TypeError('Failed to fetch')).unreachable).toBe(true);
    expect(readApiFailure(undefined)).toEqual({ unreachable: true, fields: {} });
  });

  it('keeps only the status of an answer that is not JSON (a proxy’s error page)', () => {
    expect(
      readApiFailure({
        status: 'PARSING_ERROR',
        originalStatus: 502,
        data: '<html>Bad Gateway</html>',
        error: 'SyntaxError: Unexpected token <',
      }),
    ).toEqual({ status: 502, unreachable: false, fields: {} });
    expect(readApiFailure({ status: 500, data: '<html>oops</html>' })).toEqual({
      status: 500,
      unreachable: false,
      fields: {},
    });
  });
});
