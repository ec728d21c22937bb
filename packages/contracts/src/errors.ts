import * as z from 'zod/mini';

/**
 * The one error shape every route answers with: field errors under `error` (keyed by field),
 * or a sentence under `message`. Token failures carry the spec's sentence as `error` itself.
 */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const apiErrorSchema = z
  .object({
    error: z.optional(z.union([z.string(), fieldErrorsSchema])),
    message: z.optional(z.string()),
  })
  .register(z.globalRegistry, { id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Turns zod issues into `{ field: firstMessage }`, the shape forms and clients understand. */
export function issuesToFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  rootKey = 'body',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : rootKey;
    errors[key] ??= issue.message;
  }
  return errors;
}
