import * as z from 'zod/mini';
import { providerSchema } from './auth';

/** One row of the accounts list an admin sees. The user-data list issue widens this. */
export const accountSchema = z
  .object({
    uuid: z.string(),
    email: z.string(),
    displayName: z.string(),
    photoURL: z.string(),
    role: z.array(z.string()),
    from: providerSchema,
    createdAt: z.string(),
    lastSignInAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

export const accountListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export const accountListSchema = z
  .object({ items: z.array(accountSchema), total: z.number().check(z.int()) })
  .register(z.globalRegistry, { id: 'AccountList' });
export type AccountList = z.infer<typeof accountListSchema>;
