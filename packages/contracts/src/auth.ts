import * as z from 'zod/mini';
import { authMessages } from './constants';
import { roles } from './roles';
import { emailField as email, passwordField as password } from './sign-in';

// Roles, messages and defaults live in modules of their own, without zod, so pages can use them cheaply.
export * from './constants';
export * from './roles';

/**
 * What zod's English locale says of a value over its maximum length. zod/mini loads no locale (every
 * message would read 'Invalid input'), so the length limits carry the English wording themselves.
 */
export const tooLong = (maximum: number, what: 'string' | 'array' = 'string') =>
  `Too big: expected ${what} to have <=${maximum} ${what === 'string' ? 'characters' : 'items'}`;

export const roleSchema = z.enum(roles);

export const providers = ['custom', 'auth0', 'firebase'] as const;
export const providerSchema = z.enum(providers);
export type Provider = z.infer<typeof providerSchema>;

/** The shell refines the settings entity; here it is stored as the client sends it. */
export const userSettingsSchema = z.record(z.string(), z.unknown()).register(z.globalRegistry, { id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;
export const userDataSchema = z.object({
  displayName: z.string(),
  photoURL: z.string(),
  email: z.string(),
  settings: userSettingsSchema,
  shortcuts: z.array(z.string()),
});
export type UserData = z.infer<typeof userDataSchema>;

export const userSchema = z
  .object({
    uuid: z.string(),
    from: providerSchema,
    role: z.array(z.string()),
    data: userDataSchema,
  })
  .register(z.globalRegistry, { id: 'User' });
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z
  .object({
    user: userSchema,
    access_token: z.string(),
    /** Failed sign-ins of the account since its previous successful one: told once, at this sign-in. */
    failedSignIns: z.optional(z.object({ count: z.number().check(z.int()), lastAt: z.string() })),
  })
  .register(z.globalRegistry, { id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** `GET /api/auth/session`: the account behind any accepted token (ours, hosted login or Firebase). */
export const sessionResponseSchema = z.object({ user: userSchema }).register(z.globalRegistry, { id: 'Session' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

// The sign-in form's schema and the field rules it shares with registration live in sign-in.ts, so the
// sign-in page's validation carries no other schema of this module.
export { type SignInRequest, signInSchema } from './sign-in';

export const registerSchema = z.object({
  displayName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, authMessages.displayNameRequired),
      z.minLength(4, authMessages.minLength),
      z.maxLength(100, tooLong(100)),
    ),
  email: email(authMessages.validEmail),
  password: password(authMessages.minLength),
});
export type RegisterRequest = z.infer<typeof registerSchema>;

export const registerFormSchema = z
  .extend(registerSchema, { passwordConfirm: z.string().check(z.minLength(1, authMessages.passwordsDoNotMatch)) })
  .check(
    z.refine((form) => form.password === form.passwordConfirm, {
      path: ['passwordConfirm'],
      message: authMessages.passwordsDoNotMatch,
    }),
  );
export type RegisterForm = z.infer<typeof registerFormSchema>;
