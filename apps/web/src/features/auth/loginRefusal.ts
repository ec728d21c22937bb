import type { UseFormSetError } from 'react-hook-form';
import type { ServerMessage } from '../../app/apiFailure';
import { applyServerErrors } from '../../shell/form/applyServerErrors';
import type { AuthFailure } from './providers/types';

/**
 * What the login page does with a refused sign-in, loaded only once the user submits, so /login
 * itself loads no more than its form. The server sentences a sign-in can meet are said by code in
 * the page's Portuguese from a small table instead of i18next, which /login does not load
 * (console-core §1 fixes the page in Portuguese). The form's own checks (`auth.loginEmail`,
 * `auth.loginPassword`) already read in Portuguese, as the server sends them.
 */
const portuguese: Record<string, string> = {
  'auth.unknownEmail': 'Verifique seu usuário/e-mail',
  'auth.wrongPassword': 'Verifique sua senha',
  'account.disabled': 'Esta conta está desativada',
  'auth.tooManyAttempts': 'Muitas tentativas falhas para esta conta. Tente novamente em {seconds} s.',
  'http.tooManyAttempts': 'Muitas tentativas. Tente novamente em instantes.',
  'http.serverFault': 'Algo deu errado do nosso lado. Tente novamente.',
};

/** A server sentence in Portuguese; one the table does not know is shown as the server wrote it. */
export function sayOnLoginPage({ message, code, params = {} }: ServerMessage): string {
  const template = code ? portuguese[code] : undefined;
  if (!template) return message;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Puts the refusal's field errors on the login form, in Portuguese. Returns the sentence for the
 * snackbar when the refusal belongs there (nothing matched a field, or the provider asks to
 * announce it), else null; `unreachable` when the failure has no sentence of its own.
 */
export function placeLoginRefusal(
  form: { setError: UseFormSetError<{ email: string; password: string }> },
  failure: AuthFailure,
  unreachable: string,
): string | null {
  const onField = applyServerErrors(form, failure, {
    fields: ['email', 'password'],
    fieldFor: { username: 'email' },
    say: sayOnLoginPage,
  });
  if (onField && !failure.announce) return null;
  return failure.message ? sayOnLoginPage({ ...failure, message: failure.message }) : unreachable;
}
