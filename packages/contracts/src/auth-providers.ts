import * as z from 'zod/mini';
import { defineMessages } from './messages';

/**
 * The public part of the outside sign-in providers' configuration (issue 5). The server reads it
 * from its environment and writes it into the page it serves, as JSON in
 * `<script type="application/json" id="conecta-config">`, so the same build runs with any
 * configuration and the browser learns it without a request. A provider that is missing here is
 * not configured: the web reports it checked, offers no button for it and loads none of its code.
 */
export const publicAuthConfigSchema = z.object({
  /** Hosted login (Auth0 protocol): authorization code with PKCE against this issuer. */
  auth0: z.optional(
    z.object({
      /** The issuer's base URL, e.g. `https://tenant.eu.auth0.com` or `http://127.0.0.1:4010`; no trailing slash. */
      domain: z.string(),
      clientId: z.string(),
      /** The API audience the access token is asked for; the server checks it. */
      audience: z.string(),
    }),
  ),
  /** Firebase email and password sign-in (modular SDK). */
  firebase: z.optional(
    z.object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      /** The Realtime Database holding `users/{uid}`; without it the record lives in our server. */
      databaseURL: z.optional(z.string()),
      /** Auth emulator, e.g. `http://127.0.0.1:9099`; only in development and tests. */
      authEmulatorUrl: z.optional(z.string()),
    }),
  ),
});
export type PublicAuthConfig = z.infer<typeof publicAuthConfigSchema>;

/** The element id of the JSON the server writes into index.html. */
export const publicAuthConfigElementId = 'conecta-config';

/** Texts the spec fixes word for word for the outside providers (console-core §2.1, §8). */
export const providerMessages = defineMessages('provider', {
  loggingInWithAuth0: 'Logging in with Auth0',
  loggedInWithAuth0: 'Logged in with Auth0',
  registerWithFirebase: 'Register with Firebase',
});
