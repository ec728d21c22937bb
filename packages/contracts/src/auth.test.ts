import { describe, expect, it } from 'vitest';
import { authMessages, hasPermission, registerFormSchema, registerSchema, signInSchema } from './auth';
import { issuesToFieldErrors } from './errors';
import { messageText } from './messages';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success
    ? {}
    : issuesToFieldErrors(
        (result.error?.issues ?? []).map((issue) => ({ ...issue, message: messageText(issue.message) })),
      );

describe('sign-in rules', () => {
  it('accepts a sample account', () => {
    expect(signInSchema.safeParse({ email: 'admin@conecta.example', password: 'admin' }).success).toBe(true);
  });

  it('words each bad field in Portuguese, as the login page shows it', () => {
    expect(fieldErrors(signInSchema.safeParse({ email: 'abc', password: '123' }))).toEqual({
      email: messageText(authMessages.loginEmail),
      password: messageText(authMessages.loginPassword),
    });
    expect(fieldErrors(signInSchema.safeParse({ email: 'not-an-email', password: 'long enough' }))).toEqual({
      email: 'Por favor, insira um válido email',
    });
  });
});

describe('registration rules', () => {
  const valid = {
    displayName: 'Ana Souza',
    email: 'ana@conecta.example',
    password: 'secret',
    passwordConfirm: 'secret',
  };

  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });

  it('says an empty display name must be entered and a short one is too short', () => {
    expect(fieldErrors(registerSchema.safeParse({ ...valid, displayName: '  ' }))).toEqual({
      displayName: 'Enter display name',
    });
    expect(fieldErrors(registerSchema.safeParse({ ...valid, displayName: 'Ana' }))).toEqual({
      displayName: 'Min character length is 4',
    });
  });

  it('words an over-long field in English although zod/mini loads no locale', () => {
    expect(
      fieldErrors(registerSchema.safeParse({ ...valid, displayName: 'x'.repeat(101), password: 'x'.repeat(129) })),
    ).toEqual({
      displayName: 'Too big: expected string to have <=100 characters',
      password: 'Too big: expected string to have <=128 characters',
    });
  });

  it('rejects a bad email and mismatched passwords with the spec messages', () => {
    expect(fieldErrors(registerFormSchema.safeParse({ ...valid, email: 'ana@' }))).toEqual({
      email: 'Please enter a valid email',
    });
    expect(fieldErrors(registerFormSchema.safeParse({ ...valid, passwordConfirm: 'other' }))).toEqual({
      passwordConfirm: 'Passwords do not match',
    });
  });
});

describe('role visibility', () => {
  it('shows items without a role list to everyone', () => {
    expect(hasPermission(undefined, [])).toBe(true);
    expect(hasPermission(undefined, ['user'])).toBe(true);
  });

  it('shows items with an empty list to guests only', () => {
    expect(hasPermission([], [])).toBe(true);
    expect(hasPermission([], ['user'])).toBe(false);
  });

  it('needs one matching role otherwise, and treats a malformed role as a guest', () => {
    expect(hasPermission(['admin'], ['admin'])).toBe(true);
    expect(hasPermission(['admin', 'staff'], ['staff'])).toBe(true);
    expect(hasPermission(['admin'], ['user'])).toBe(false);
    expect(hasPermission(['admin'], 'admin')).toBe(false);
    expect(hasPermission([], 'admin')).toBe(true);
  });
});
