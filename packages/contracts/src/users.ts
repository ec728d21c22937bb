import { z } from 'zod';
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
    lastSignInAt: z.string().nullable(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

export const accountListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export const accountListSchema = z
  .object({ items: z.array(accountSchema), total: z.number().int() })
  .meta({ id: 'AccountList' });
export type AccountList = z.infer<typeof accountListSchema>;
