import * as z from 'zod/mini';
import { userSchema } from './auth';
import { fileMessages } from './file-uses';

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

/** `POST /api/uploads/resumable`: a file sent in parts, for a use that takes them (`fileName` only shown, never trusted). */
export const startResumableUploadSchema = z.object({
  use: z.string().check(z.minLength(1, fileMessages.uploadUse), z.maxLength(40, fileMessages.uploadUse)),
  fileName: z
    .string(fileMessages.missing)
    .check(z.minLength(1, fileMessages.missing), z.maxLength(255, fileMessages.missing)),
  size: z
    .int(fileMessages.empty)
    .check(z.minimum(1, fileMessages.empty), z.maximum(2 ** 31 - 1, fileMessages.tooLarge)),
});
export type StartResumableUpload = z.infer<typeof startResumableUploadSchema>;

/** Where a resumable upload stands: `offset` bytes of `size` received; send the next part (at most `partBytes`) from there. */
export const resumableUploadSchema = z
  .object({ id: z.string(), offset: z.int(), size: z.int(), partBytes: z.int() })
  .register(z.globalRegistry, { id: 'ResumableUpload' });
export type ResumableUpload = z.infer<typeof resumableUploadSchema>;

export const resumableUploadParamsSchema = z.object({ id: z.uuid(fileMessages.uploadNotFound) });
/** A finished resumable upload handed to the feature that keeps it (the file manager's `POST …/files/resumable`). */
export const completeResumableUploadSchema = z.object({ uploadId: z.uuid(fileMessages.uploadNotFound) });
