import * as z from 'zod/mini';
import { providerSchema, tooLong, userSettingsSchema } from './auth';
import { authMessages } from './constants';
import { settingsProblem } from './text';

// A module of its own: only the server validates a saved user, so the sign-in page's validation
// chunk does not carry the settings' size and depth checks.

/** Settings as a client may save them: within `settingsLimits` (they travel with every session check). */
const storedSettingsSchema = userSettingsSchema.check(
  z.superRefine((settings, context) => {
    const problem = settingsProblem(settings);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: settings });
  }),
);

/**
 * `POST /api/auth/user/update` takes the user the client holds; only the profile and
 * preferences in `data` are saved. Role, provider and email are not the client's to change.
 */
export const updateUserRequestSchema = z.object({
  user: z.object({
    uuid: z.optional(z.string()),
    from: z.optional(providerSchema),
    role: z.optional(z.array(z.string())),
    data: z.object({
      displayName: z.optional(
        z.string().check(z.trim(), z.minLength(1, authMessages.displayNameRequired), z.maxLength(100, tooLong(100))),
      ),
      photoURL: z.optional(z.string().check(z.maxLength(2048, tooLong(2048)))),
      email: z.optional(z.string()),
      settings: z.optional(storedSettingsSchema),
      shortcuts: z.optional(
        z.array(z.string().check(z.maxLength(100, tooLong(100)))).check(z.maxLength(100, tooLong(100, 'array'))),
      ),
    }),
  }),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
