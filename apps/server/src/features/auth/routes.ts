import {
  accountMessages,
  apiErrorSchema,
  authMessages,
  authResponseSchema,
  registerSchema,
  sessionResponseSchema,
  sessionsEndedSchema,
  signInMessages,
  signInSchema,
  updateUserRequestSchema,
  userSchema,
} from '@conecta/contracts';
import * as z from 'zod/mini';
import {
  completeOutsideProfile,
  findAccountByEmail,
  insertPasswordAccount,
  recordSignIn,
  revokeAllSessions,
  revokeSession,
  sessionEndsAt,
  tokenOfNewSession,
  toUser,
  updateUserData,
} from '../../accounts';
import { currentAccount } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { withTransaction } from '../../db/client';
import { endAccountStreams } from '../../live';
import type { FeatureRoutes } from '../../platform/feature';
import { forgetDeviceCounts, renameOwner } from '../devices';
import {
  classifySource,
  hashForUnknownAccount,
  pastAccountCeiling,
  recordSignInFailure,
  recordSignInSuccess,
  rememberSource,
  signInWait,
  sourceOf,
} from './sign-in-throttle';

/** The token API of console-core §7.1, with sign-in moved to POST so credentials stay out of URLs. */
export const authRoutes: FeatureRoutes = async (app, { db, config, route }) => {
  const perIp = { max: config.signInLimitPerIp, timeWindow: '1 minute' };
  // Made now, so the first unknown email is not the one answer that takes two hashes.
  await hashForUnknownAccount();

  app.post(
    '',
    route('public', {
      config: { rateLimit: perIp },
      schema: {
        summary: 'Sign in with email and password',
        description:
          'Failures count per email and source (the address, or a browser holding the conecta_device cookie ' +
          'this call sets): past SIGN_IN_LIMIT_PER_ACCOUNT from one source, that source waits (429 with ' +
          'retry-after). Past SIGN_IN_ACCOUNT_CEILING from all sources, a source that never signed in to the ' +
          'account waits a few seconds before the check. failedSignIns tells, once, the failures since the ' +
          'previous successful sign-in.',
        body: signInSchema,
        response: { 200: authResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const { email, password } = request.body;
      const account = await findAccountByEmail(db, email);
      const source = sourceOf(request);
      // Failures count per email and source (address, or a browser that signed in before), in the database: a
      // stranger failing from elsewhere never makes the owner wait; a success resets only its own source.
      const { countAs, known } = await classifySource(db, account?.id, source);
      const wait = await signInWait(db, email, countAs, config.signInLimitPerAccount);
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', wait)
          .send({ message: signInMessages.tooManyAttempts, params: { seconds: wait } });
      }
      // Past the account-wide ceiling, an unknown source waits before its password is even checked: it slows a
      // guesser spread over many addresses, and still lets a correct password in.
      if (!known && (await pastAccountCeiling(db, email, config.signInAccountCeiling))) {
        await new Promise((resolve) => setTimeout(resolve, config.signInCeilingDelayMs));
      }
      // An unknown email is checked against a hash too, so its answer comes as slowly as a wrong password's.
      const passwordMatches = await verifyPassword(account?.passwordHash ?? (await hashForUnknownAccount()), password);
      if (!account?.passwordHash) {
        await recordSignInFailure(db, email, countAs, account?.id);
        return reply.code(401).send({ error: { email: authMessages.unknownEmail } });
      }
      if (!passwordMatches) {
        await recordSignInFailure(db, email, countAs, account.id);
        return reply.code(401).send({ error: { password: authMessages.wrongPassword } });
      }
      // Said only to someone who knows the password, so it reveals nothing to a guesser.
      if (account.status === 'disabled') {
        return reply.code(400).send({ message: accountMessages.disabled, error: { email: accountMessages.disabled } });
      }
      const failedSignIns = await recordSignInSuccess(db, reply, { email, accountId: account.id, source, countAs });
      await recordSignIn(db, account.id);
      return {
        user: toUser(account),
        access_token: await tokenOfNewSession(db, app.tokens, account.id, config.sessionMaxDays),
        ...(failedSignIns ? { failedSignIns } : {}),
      };
    },
  );

  app.get(
    '',
    route('public', { schema: { summary: 'Not supported: sign in with POST', response: { 405: apiErrorSchema } } }),
    async (_request, reply) =>
      reply.code(405).header('allow', 'POST').send({
        message: signInMessages.useSignInPost,
      }),
  );

  app.get(
    '/session',
    route('signed-in', {
      schema: {
        summary: 'The signed-in user, for any accepted token: ours, the hosted login’s or Firebase’s',
        description:
          'Called after a hosted-login or Firebase sign-in and at start-up: answers the account with its roles and ' +
          'stored user data. The first accepted token of an outside provider creates the account.',
        response: { 200: sessionResponseSchema },
      },
    }),
    async (request) => {
      let account = currentAccount(request);
      // A session check is a sign-in as far as the user-data list's "last sign-in" goes.
      await recordSignIn(db, account.id);
      if (request.outsideIdentity) account = await completeOutsideProfile(db, account, request.outsideIdentity);
      return { user: toUser(account) };
    },
  );

  app.get(
    '/access-token',
    route('own-token', {
      schema: {
        summary: 'Exchange a valid token of ours for the user and a fresh token',
        description:
          'Only tokens this API issued; a hosted-login or Firebase token is refused with 401. The fresh token ' +
          'belongs to the same session and never outlives it: past the session’s absolute lifetime ' +
          '(SESSION_MAX_DAYS, 30 days by default) the answer is 401 and the user signs in again.',
        response: { 200: authResponseSchema },
      },
    }),
    async (request) => {
      const account = currentAccount(request);
      // The guard refused an ended session already; an own token always has its session here.
      const session = request.authSession;
      if (!session) throw new Error('An own token without its session passed the guard');
      const token = await app.tokens.sign(account.id, {
        id: session.id,
        endsAt: sessionEndsAt(session.startedAt, config.sessionMaxDays),
      });
      return { user: toUser(account), access_token: token };
    },
  );

  app.post(
    '/sign-out',
    route('signed-in', {
      schema: {
        summary: 'End the session of the token used: its tokens are refused from now on, by every server process',
        description:
          'A hosted-login or Firebase token has no session here: the answer is 204 all the same, and signing ' +
          'out of that provider is done with it.',
        response: { 204: z.null() },
      },
    }),
    async (request, reply) => {
      const session = request.authSession;
      if (session) {
        await revokeSession(db, session.id);
        await endAccountStreams(db, session.accountId, session.id);
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/sign-out-everywhere',
    route('signed-in', {
      schema: {
        summary: 'End every session of the signed-in user, on every device; the token used is refused too',
        response: { 200: sessionsEndedSchema },
      },
    }),
    async (request) => {
      const account = currentAccount(request);
      const ended = await revokeAllSessions(db, account.id);
      await endAccountStreams(db, account.id);
      return { endedSessions: ended };
    },
  );

  app.post(
    '/register',
    route('public', {
      config: { rateLimit: perIp },
      schema: {
        summary: 'Create an account and sign it in',
        body: registerSchema,
        response: { 200: authResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const { displayName, email, password } = request.body;
      if (await findAccountByEmail(db, email))
        return reply.code(409).send({ error: { email: authMessages.emailInUse } });
      const account = await insertPasswordAccount(db, {
        email,
        displayName,
        passwordHash: await hashPassword(password),
        roles: [config.registrationRole],
      });
      // Another request took the email between the check and the insert.
      if (!account) return reply.code(409).send({ error: { email: authMessages.emailInUse } });
      await rememberSource(db, reply, account.id, sourceOf(request));
      await recordSignIn(db, account.id);
      return {
        user: toUser(account),
        access_token: await tokenOfNewSession(db, app.tokens, account.id, config.sessionMaxDays),
      };
    },
  );

  app.post(
    '/user/update',
    route('signed-in', {
      schema: {
        summary: "Save the signed-in user's profile, settings and shortcuts",
        description:
          'Any accepted token: ours, the hosted login’s or Firebase’s (a Firebase user’s record lives here when ' +
          'no Realtime Database is configured).',
        body: updateUserRequestSchema,
        response: { 200: userSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const account = currentAccount(request);
      const { uuid, data } = request.body.user;
      if (uuid !== undefined && uuid !== account.id) {
        return reply.code(403).send({ message: signInMessages.ownDataOnly });
      }
      const updated = await withTransaction(db, async (tx) => {
        const row = await updateUserData(tx, account.id, data);
        // Devices keep a copy of their owner's name (the list sorts and searches by it): rename it with the account.
        if (row.displayName !== account.displayName) await renameOwner(tx, account.id, row.displayName);
        return row;
      });
      // The device list's totals of a search by owner name may differ now.
      if (updated.displayName !== account.displayName) forgetDeviceCounts(db);
      return toUser(updated);
    },
  );
};
