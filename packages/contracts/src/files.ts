import * as z from 'zod/mini';
import { userSchema } from './auth';

// The zod-free parts are modules of their own: the toolbar needs only the URLs, the upload dialog the limits.
export * from './file-urls';
export * from './file-uses';

export const storedFileParamsSchema = z.object({ id: z.uuid() });
export type StoredFileParams = z.infer<typeof storedFileParamsSchema>;

/** `PUT /api/account/avatar` and `DELETE`: the signed-in user with the new photo (or none). */
export const avatarResponseSchema = z.object({ user: userSchema }).register(z.globalRegistry, { id: 'AvatarResponse' });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** `GET /api/uploads/usage`: the bytes the signed-in account's uploads take, and its quota. */
export const uploadUsageSchema = z
  .object({ usedBytes: z.number(), quotaBytes: z.number() })
  .register(z.globalRegistry, { id: 'UploadUsage' });
export type UploadUsage = z.infer<typeof uploadUsageSchema>;
