import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Every account of the console, whatever provider it signs in with. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased, so uniqueness ignores case. */
    email: text('email').notNull(),
    /** argon2id; null for accounts of outside providers. */
    passwordHash: text('password_hash'),
    provider: text('provider', { enum: ['custom', 'auth0', 'firebase'] })
      .notNull()
      .default('custom'),
    /** The outside provider's id of the person (Auth0 `sub`, Firebase uid); null for our own accounts. */
    providerSubject: text('provider_subject'),
    /** A disabled account cannot sign in, and its tokens are refused. */
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    displayName: text('display_name').notNull(),
    photoUrl: text('photo_url').notNull().default(''),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    shortcuts: jsonb('shortcuts').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * Set when all the account's sessions were ended (sign out everywhere, an admin): an outside provider's
     * token issued before it is refused, as our own sessions are revoked row by row.
     */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
  },
  (table) => [
    // Only our own accounts sign in by email. An outside provider's account is a separate one even with
    // the same email: its email proves nothing about owning ours, so accounts are never linked by it.
    uniqueIndex('accounts_email_key').on(table.email).where(sql`provider = 'custom'`),
    index('accounts_email_idx').on(table.email),
    uniqueIndex('accounts_provider_subject_key').on(table.provider, table.providerSubject),
    index('accounts_created_at_idx').on(table.createdAt),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;

/**
 * One sign-in of our own token API: its id travels in every token renewed from it (`sid`). A session lives
 * at most `SESSION_MAX_DAYS` from `startedAt`, and ends at once when revoked (sign-out, sign-out everywhere,
 * an admin ending the account's sessions). In the database, so every API process refuses a revoked session.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_sessions_account_id_idx').on(table.accountId)],
);

export type AuthSessionRow = typeof authSessions.$inferSelect;
