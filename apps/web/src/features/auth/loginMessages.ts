import { authMessages } from '@conecta/contracts/constants';
import type { ServerMessage } from '../../app/apiFailure';

/**
 * The server sentences a sign-in can meet, by code, in the login page's Portuguese: a small table
 * instead of i18next, which /login does not load (console-core §1 fixes the page in Portuguese).
 */
const portuguese: Record<string, string> = {
  'auth.loginEmail': authMessages.loginEmail,
  'auth.loginPassword': authMessages.loginPassword,
  'auth.unknownEmail': 'Verifique seu usuário/email',
  'auth.wrongPassword': 'Verifique sua senha',
  'account.disabled': 'Esta conta está desativada',
  'auth.tooManyAttempts': 'Muitas tentativas para esta conta. Tente novamente em {minutes} minutos.',
  'http.tooManyAttempts': 'Muitas tentativas. Tente novamente em instantes.',
  'http.serverFault': 'Algo deu errado do nosso lado. Tente novamente.',
  'http.databaseNotReady': 'O serviço está iniciando. Tente novamente em instantes.',
};

/** A server sentence in Portuguese; one the table does not know is shown as the server wrote it. */
export function sayOnLoginPage({ message, code, params = {} }: ServerMessage): string {
  const template = code ? portuguese[code] : undefined;
  if (!template) return message;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
