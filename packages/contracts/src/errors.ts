import * as z from 'zod/mini';

/**
 * The one error shape every route answers with: field errors under `error` (keyed by field),
 * or a sentence under `message`. Token failures carry the spec's sentence as `error` itself.
 * Beside the English texts travel their stable codes (see `messages.ts`), so a client can say
 * them in its own language: `code` (and `params`) for `message`, `codes` (and `fieldParams`)
 * for the fields of `error`.
 */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The values a sentence carries (`{ minutes: 15 }` of “Try again in 15 minutes.”). */
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const apiErrorSchema = z
  .object({
    error: z.optional(z.union([z.string(), fieldErrorsSchema])),
    message: z.optional(z.string()),
    code: z.optional(
      z.string().register(z.globalRegistry, {
        description: 'Stable code of `message` (or of `error` when it is a sentence), e.g. `auth.wrongPassword`',
      }),
    ),
    params: z.optional(messageParamsSchema),
    codes: z.optional(
      z.record(z.string(), z.string()).register(z.globalRegistry, {
        description: 'Stable code of each field message in `error`, e.g. `{ "email": "account.disabled" }`',
      }),
    ),
    fieldParams: z.optional(z.record(z.string(), messageParamsSchema)),
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
