import type { Provider, RegisterRequest, User } from '@conecta/contracts';

/** The login form's payload (console-core §3): the email field travels as `username`. */
export interface SignInCredentials {
  username: string;
  password: string;
}

/** Fields a provider can blame; the pages map `username` onto their email input. */
export type AuthErrorField = 'username' | 'email' | 'password' | 'displayName';

/** Why a provider call failed, as plain data so it can travel through Redux. */
export interface AuthFailure {
  fields?: Partial<Record<AuthErrorField, string>>;
  message?: string;
  /** The HTTP status, when the failure was an answer from a server. */
  status?: number;
}

export function isAuthFailure(value: unknown): value is AuthFailure {
  return typeof value === 'object' && value !== null && ('fields' in value || 'message' in value);
}

/**
 * What every sign-in provider offers (token API now; hosted login and Firebase later), so the
 * rest of the app never asks which provider a user came from.
 */
export interface AuthProvider {
  readonly id: Provider;
  /** Restores a stored session: the user, or null when there is none to restore. */
  check(): Promise<User | null>;
  signIn(credentials: SignInCredentials): Promise<User>;
  register(form: RegisterRequest): Promise<User>;
  signOut(): Promise<void>;
  /** Saves the user's profile and preferences; resolves with what the provider stored. */
  saveUserData(user: User): Promise<User>;
}
