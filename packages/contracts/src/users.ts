import * as z from 'zod/mini';
import { providerSchema, roleSchema, userSettingsSchema } from './auth';
import { keysetPageSchema, keysetQueryFields, pageOffsetField, quickSearchSchema } from './list';
import { defineMessages } from './messages';

export const accountStatuses = ['active', 'disabled'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** The answers of the admin actions that would leave the console without an admin, and their kin. */
export const accountMessages = defineMessages('account', {
  notFound: 'No account has this id',
  ownAdminRole: 'You cannot remove your own admin role',
  ownDisable: 'You cannot disable your own account',
  ownDelete: 'You cannot delete your own account',
  disabled: 'This account is disabled',
  role: 'Roles must be admin, staff or user',
});

/** One row of the user-data list. */
export const accountSchema = z
  .object({
    uuid: z.string(),
    email: z.string(),
    displayName: z.string(),
    photoURL: z.string(),
    role: z.array(z.string()),
    from: providerSchema,
    status: z.enum(accountStatuses),
    deviceCount: z.number().check(z.int()),
    createdAt: z.string(),
    lastSignInAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

/** The user page: the row plus the stored user data (settings and shortcuts). */
export const accountDetailSchema = z
  .extend(accountSchema, {
    settings: userSettingsSchema,
    shortcuts: z.array(z.string()),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'AccountDetail' });
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const accountSortFields = [
  'displayName',
  'email',
  'from',
  'status',
  'deviceCount',
  'createdAt',
  'lastSignInAt',
] as const;
export type AccountSortField = (typeof accountSortFields)[number];

/** `GET /api/users`: filters, sort and keyset pagination, like the device list. */
export const accountListQuerySchema = z.object({
  /** Part of the display name or email. */
  q: quickSearchSchema,
  role: z.optional(roleSchema),
  from: z.optional(providerSchema),
  status: z.optional(z.enum(accountStatuses)),
  ...keysetQueryFields(accountSortFields, { sort: 'createdAt', order: 'desc' }),
  ...pageOffsetField,
});
export type AccountListQuery = z.output<typeof accountListQuerySchema>;

export const accountListSchema = keysetPageSchema(accountSchema).register(z.globalRegistry, { id: 'AccountList' });
export type AccountList = z.infer<typeof accountListSchema>;

/** `PATCH /api/users/{id}` (admins): change roles, disable or re-enable. */
export const accountUpdateSchema = z
  .object({
    /** At least one role: an account is blocked by disabling it, not by taking every role away. */
    role: z.optional(
      z.array(roleSchema).check(z.minLength(1, accountMessages.role), z.maxLength(3, accountMessages.role)),
    ),
    status: z.optional(z.enum(accountStatuses)),
  })
  .register(z.globalRegistry, { id: 'AccountUpdate' });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** `DELETE /api/users/{id}`: how many of the account's devices were left without an owner. */
export const accountDeletedSchema = z
  .object({ unassignedDevices: z.number().check(z.int()) })
  .register(z.globalRegistry, { id: 'AccountDeleted' });
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

/** The answer of ending an account's sessions (sign out everywhere, or an admin's "end sessions"). */
export const sessionsEndedSchema = z
  .object({ endedSessions: z.number().check(z.int()) })
  .register(z.globalRegistry, { id: 'SessionsEnded' });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;
