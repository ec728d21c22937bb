import type { User, UserData } from '@conecta/contracts';
import type { PublicAuthConfig } from '@conecta/contracts/auth-providers';
import { authMessages } from '@conecta/contracts/constants';
import { messageText } from '@conecta/contracts/messages';
import { type FirebaseApp, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  type User as FirebaseUser,
  signOut as firebaseSignOut,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  updateProfile,
} from 'firebase/auth';
import { clearBearerTokenSource, setBearerTokenSource } from '../../../app/session/bearerToken';
import {
  clearFirebaseSessionMarker,
  hasFirebaseSessionMarker,
  markFirebaseSession,
} from '../../../app/session/storedSessions';
import type { AppDispatch } from '../../../app/store';
import { authApi } from '../api';
import { failureStatus, fetchAccount, isRecord, withProfile } from './account';
import { toAuthFailure } from './jwt';
import { type AuthErrorField, type AuthFailure, type AuthProvider, isAuthFailure } from './types';

export type FirebaseConfig = NonNullable<PublicAuthConfig['firebase']>;

/**
 * Firebase's own sentences for the errors a user can meet here. The SDK's production build says
 * only "Firebase: Error (auth/wrong-password)."; its readable texts ship in a large debug map.
 */
export const firebaseErrorTexts: Record<string, string> = {
  'auth/email-already-in-use': 'The email address is already in use by another account.',
  'auth/invalid-email': 'The email address is badly formatted.',
  'auth/operation-not-allowed': 'The given sign-in provider is disabled for this Firebase project.',
  'auth/user-not-found': 'There is no user record corresponding to this identifier. The user may have been deleted.',
  'auth/user-disabled': 'The user account has been disabled by an administrator.',
  'auth/weak-password': 'The password must be 6 characters long or more.',
  'auth/wrong-password': 'The password is invalid or the user does not have a password.',
  'auth/invalid-credential': 'The supplied auth credential is incorrect, malformed or has expired.',
  'auth/invalid-api-key': 'Your API key is invalid, please check you have copied it correctly.',
  'auth/too-many-requests': 'We have blocked all requests from this device due to unusual activity. Try again later.',
  'auth/network-request-failed':
    'A network error (such as timeout, interrupted connection or unreachable host) has occurred.',
};

/** console-core §8: these go on the username field (the email field when registering)… */
const emailFieldCodes = new Set([
  'auth/email-already-in-use',
  'auth/invalid-email',
  'auth/operation-not-allowed',
  'auth/user-not-found',
  'auth/user-disabled',
]);
/** …these on the password field; newer Firebase answers a wrong password with invalid-credential. */
const passwordFieldCodes = new Set(['auth/weak-password', 'auth/wrong-password', 'auth/invalid-credential']);

/** Plain data for Redux: our failures pass, SDK errors (which also carry `message`) become readable ones. */
function asFailure(error: unknown): AuthFailure {
  if (!(error instanceof Error) && isAuthFailure(error)) return error;
  return { message: firebaseErrorText(error) };
}

function codeOf(error: unknown): string | undefined {
  return isRecord(error) && typeof error.code === 'string' ? error.code : undefined;
}

/** A readable sentence: Firebase's text for known codes, else its message without the "Firebase: " wrapping. */
export function firebaseErrorText(error: unknown): string {
  const code = codeOf(error);
  if (code && firebaseErrorTexts[code]) return firebaseErrorTexts[code];
  const raw = error instanceof Error ? error.message : String(error);
  const text = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\((?:auth|database)\/[^)]*\)\.?$/, '')
    .trim();
  return text && text !== 'Error' ? text : (code ?? raw);
}

/** Maps a Firebase error onto the form (console-core §8). `emailField` is 'username' on the login form. */
export function firebaseFailure(error: unknown, emailField: 'username' | 'email', announce: boolean): AuthFailure {
  const code = codeOf(error);
  const message = firebaseErrorText(error);
  const field: AuthErrorField | undefined =
    code && emailFieldCodes.has(code) ? emailField : code && passwordFieldCodes.has(code) ? 'password' : undefined;
  if (!field) return { message };
  return { fields: { [field]: { message } }, message, ...(announce ? { announce } : {}) };
}

interface FirebaseServices {
  config: FirebaseConfig;
  app: FirebaseApp;
  auth: Auth;
}

let services: FirebaseServices | undefined;

/** One app and one Auth instance for the page's configuration, however many times the provider is created. */
function firebaseServices(config: FirebaseConfig): FirebaseServices {
  if (services?.config !== config) {
    const app = initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
      ...(config.databaseURL ? { databaseURL: config.databaseURL } : {}),
    });
    // initializeAuth rather than getAuth: no popup/redirect code, which email sign-in never uses.
    const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    // No warning banner: it would cover the page in development and tests.
    if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    services = { config, app, auth };
  }
  return services;
}

/** Where `users/{uid}` (data and settings) is kept: the Realtime Database when configured, else our server. */
interface UserRecordStore {
  /** The record for a session that has just started, created with `account`'s data the first time. */
  load(uid: string, account: User): Promise<User>;
  save(uid: string, user: User): Promise<User>;
}

function serverRecords(dispatch: AppDispatch): UserRecordStore {
  return {
    // `GET /api/auth/session` has already answered with the record our server keeps.
    load: async (_uid, account) => account,
    async save(_uid, user) {
      try {
        return await dispatch(authApi.endpoints.updateUser.initiate(user, { track: false })).unwrap();
      } catch (error) {
        throw toAuthFailure(error);
      }
    },
  };
}

function databaseRecords(app: FirebaseApp): UserRecordStore {
  const database = async () => {
    const sdk = await import('./firebaseDatabase');
    return { sdk, db: sdk.getDatabase(app) };
  };
  return {
    async load(uid, account) {
      const { sdk, db } = await database();
      const record = sdk.ref(db, `users/${uid}`);
      const stored: unknown = (await sdk.get(record)).val();
      const data = isRecord(stored) && isRecord(stored.data) ? (stored.data as Partial<UserData>) : undefined;
      if (!data) {
        await sdk.set(record, { data: account.data });
        return account;
      }
      return { ...account, data: { ...account.data, ...data } };
    },
    async save(uid, user) {
      const { sdk, db } = await database();
      await sdk.set(sdk.ref(db, `users/${uid}/data`), user.data);
      return user;
    },
  };
}

/** Firebase email and password sign-in (console-core §7.3); roles come from our server. */
export function createFirebaseProvider(dispatch: AppDispatch, config: FirebaseConfig): AuthProvider {
  const { app, auth } = firebaseServices(config);
  const records = config.databaseURL ? databaseRecords(app) : serverRecords(dispatch);

  const forgetSession = () => {
    clearBearerTokenSource('firebase');
    clearFirebaseSessionMarker();
  };

  async function startSession(firebaseUser: FirebaseUser): Promise<User> {
    markFirebaseSession(firebaseUser.uid);
    setBearerTokenSource({
      provider: 'firebase',
      // The SDK hands out its cached ID token and refreshes it when it is about to expire.
      getToken: () => auth.currentUser?.getIdToken() ?? null,
      end() {
        clearFirebaseSessionMarker();
        firebaseSignOut(auth).catch(() => undefined);
      },
    });
    try {
      const account = withProfile({ ...(await fetchAccount(dispatch)), from: 'firebase' }, firebaseUser);
      return await records.load(firebaseUser.uid, account);
    } catch (error) {
      clearBearerTokenSource('firebase');
      throw asFailure(error);
    }
  }

  /** A fresh sign-in that our server refuses leaves no half-open Firebase session behind. */
  async function startNewSession(firebaseUser: FirebaseUser): Promise<User> {
    try {
      return await startSession(firebaseUser);
    } catch (error) {
      forgetSession();
      await firebaseSignOut(auth).catch(() => undefined);
      throw error;
    }
  }

  return {
    id: 'firebase',

    async check() {
      if (!hasFirebaseSessionMarker()) return null;
      await auth.authStateReady();
      const current = auth.currentUser;
      if (!current) {
        clearFirebaseSessionMarker();
        return null;
      }
      try {
        return await startSession(current);
      } catch (error) {
        // A 401 already ended the session and said so (see the base query).
        if (failureStatus(error) === 401) return null;
        throw { message: messageText(authMessages.tokenLoginFailed) } satisfies AuthFailure;
      }
    },

    async signIn({ username, password }) {
      let firebaseUser: FirebaseUser;
      try {
        firebaseUser = (await signInWithEmailAndPassword(auth, username, password)).user;
      } catch (error) {
        throw firebaseFailure(error, 'username', true);
      }
      return startNewSession(firebaseUser);
    },

    async register({ displayName, email, password }) {
      let firebaseUser: FirebaseUser;
      try {
        firebaseUser = (await createUserWithEmailAndPassword(auth, email, password)).user;
        await updateProfile(firebaseUser, { displayName });
        // A token minted after the profile change carries the name our server files the account under.
        await firebaseUser.getIdToken(true);
      } catch (error) {
        throw firebaseFailure(error, 'email', false);
      }
      return startNewSession(firebaseUser);
    },

    async signOut() {
      forgetSession();
      await firebaseSignOut(auth);
    },

    async saveUserData(user) {
      const uid = auth.currentUser?.uid;
      if (!uid) throw { message: messageText(authMessages.sessionEnded) } satisfies AuthFailure;
      try {
        return await records.save(uid, user);
      } catch (error) {
        throw asFailure(error);
      }
    },
  };
}
