import type { Provider, RegisterRequest, User } from '@conecta/contracts';
import type { ServerMessage, ServerMessageParams } from '../../../app/apiFailure';

/** The login form's payload (console-core §3): the email field travels as `username`. */
export interface SignInCredentials {
  username: string;
  password: string;
}

/** Fields a provider can blame; the pages map `username` onto their email input. */
export type AuthErrorField = 'username' | 'email' | 'password' | 'displayName';

/** Why a provider call failed, as plain data so it can travel through Redux. */
export interface AuthFailure {
  fields?: Partial<Record<AuthErrorField, ServerMessage>>;
  message?: string;
  /** The stable code of `message` (and its values), when a server sent one: pages say it in their language. */
  code?: string;
  params?: ServerMessageParams;
  /** The HTTP status, when the failure was an answer from a server. */
  status?: number;
  /** Also shown in the snackbar when placed on a field (every Firebase sign-in error, console-core §8). */
  announce?: boolean;
}

export function isAuthFailure(value: unknown): value is AuthFailure {
  return typeof value === 'object' && value !== null && ('fields' in value || 'message' in value);
}

/**
 * What every sign-in provider offers (token API, hosted login, Firebase), so the rest of the app
 * never asks which provider a user came from. Each reports users in the common `User` shape.
 */
export interface AuthProvider {
  readonly id: Provider;
  /** Restores a stored session: the user, or null when there is none to restore. */
  check(): Promise<User | null>;
  /** Sign-in with the login form (token API, Firebase). */
  signIn?(credentials: SignInCredentials): Promise<User>;
  /**
   * Sign-in on the provider's own page (hosted login): leaves the app; the user comes back to
   * /callback, where `completeSignInRedirect` finishes it. `returnTo` is where they were going.
   */
  signInWithRedirect?(returnTo: string): Promise<void>;
  completeSignInRedirect?(): Promise<{ user: User; returnTo: string }>;
  /** Where the provider allows registration from the console. */
  register?(form: RegisterRequest): Promise<User>;
  /** Forgets the provider's session (and ends it at the provider where it has one). */
  /** `everywhere`: end the user's sessions on every device too, where the provider can (the token API). */
  signOut(options?: { everywhere?: boolean }): Promise<void>;
  /** Saves the user's profile and preferences; resolves with what the provider stored. */
  saveUserData(user: User): Promise<User>;
}
