// Without zod, so any page can use them without loading validation code.
import { defineMessages } from './messages';

/**
 * The sign-in's sentences: first the texts the spec fixes word for word (console-core §5, §8), then
 * the token API's own. One catalogue, so the group `auth` is declared in one place.
 */
export const authMessages = defineMessages('auth', {
  loginEmail: 'Por favor, insira um válido email',
  loginPassword: 'O comprimento mínimo de caracteres é 4',
  minLength: 'Min character length is 4',
  validEmail: 'Please enter a valid email',
  passwordsDoNotMatch: 'Passwords do not match',
  unknownEmail: 'Check your username/email',
  wrongPassword: 'Check your password',
  emailInUse: 'The email is already in use',
  displayNameRequired: 'Enter display name',
  invalidToken: 'Invalid access token detected',
  expiredToken: 'access_token expired',
  sessionEnded: 'Invalid access_token',
  tokenLoginFailed: 'Failed to login with token',
  loggingOut: 'Logging out..',
  // The token API's sentences beyond the spec's fixed texts.
  tooManyAttempts: 'Too many failed attempts for this account. Try again in {seconds} s.',
  failedSignInsNotice: 'Failed sign-in attempts since your last sign-in: {count}. The last one: {lastAt}.',
  ownDataOnly: 'A user can only update their own data.',
  signInAgain: 'Your session has ended. Please sign in again.',
  useSignInPost: 'Sign in with POST /api/auth and a JSON body { email, password }; credentials never travel in a URL.',
});

/** The token API's sentences by the name the server's sign-in code reads them: the same catalogue. */
export const signInMessages = authMessages;

/** A new account's toolbar shortcuts (navigation item ids). */
export const defaultShortcuts = ['calendar', 'mail', 'contacts', 'todo'];
