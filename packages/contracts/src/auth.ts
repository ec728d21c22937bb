import { z } from 'zod';

/** Texts the spec fixes word for word (console-core §5, §8). */
export const authMessages = {
  loginEmail: 'Por favor, insira um válido email',
  loginPassword: 'O comprimento mínimo de caracteres é 4',
  minLength: 'Min character length is 4',
  validEmail: 'Please enter a valid email',
  passwordsDoNotMatch: 'Passwords do not match',
  unknownEmail: 'Check your username/email',
  wrongPassword: 'Check your password',
  emailInUse: 'The email is already in use',
  displayNameRequired: 'Enter display name',
  invalidToken: 'Invalid access token detected',
  expiredToken: 'access_token expired',
  sessionEnded: 'Invalid access_token',
  tokenLoginFailed: 'Failed to login with token',
  loggingOut: 'Logging out..',
} as const;

export const roles = ['admin', 'staff', 'user'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Who may pass a guard (console-core §6). An empty list means guests only. */
export const authRoles = {
  admin: ['admin'],
  staff: ['admin', 'staff'],
  user: ['admin', 'staff', 'user'],
  onlyGuest: [],
} as const satisfies Record<string, readonly Role[]>;

export const providers = ['custom', 'auth0', 'firebase'] as const;
export const providerSchema = z.enum(providers);
export type Provider = z.infer<typeof providerSchema>;

export const defaultShortcuts = ['calendar', 'mail', 'contacts', 'todo'];

/** The shell refines the settings entity; here it is stored as the client sends it. */
export const userSettingsSchema = z.record(z.string(), z.unknown()).meta({ id: 'UserSettings' });
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
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ user: userSchema, access_token: z.string() }).meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

const email = (message: string) => z.string().trim().min(4, message).max(254, message).pipe(z.email(message));

/** The login form and `POST /api/auth` reject the same input with the same message. */
export const signInSchema = z.object({
  email: email(authMessages.loginEmail),
  password: z.string().min(4, authMessages.loginPassword).max(128),
});
export type SignInRequest = z.infer<typeof signInSchema>;

export const registerSchema = z.object({
  displayName: z.string().trim().min(1, authMessages.displayNameRequired).min(4, authMessages.minLength).max(100),
  email: email(authMessages.validEmail),
  password: z.string().min(4, authMessages.minLength).max(128),
});
export type RegisterRequest = z.infer<typeof registerSchema>;

export const registerFormSchema = registerSchema
  .extend({ passwordConfirm: z.string().min(1, authMessages.passwordsDoNotMatch) })
  .refine((form) => form.password === form.passwordConfirm, {
    path: ['passwordConfirm'],
    message: authMessages.passwordsDoNotMatch,
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/**
 * `POST /api/auth/user/update` takes the user the client holds; only the profile and
 * preferences in `data` are saved. Role, provider and email are not the client's to change.
 */
export const updateUserRequestSchema = z.object({
  user: z.object({
    uuid: z.string().optional(),
    from: providerSchema.optional(),
    role: z.array(z.string()).optional(),
    data: z.object({
      displayName: z.string().trim().min(1, authMessages.displayNameRequired).max(100).optional(),
      photoURL: z.string().max(2048).optional(),
      email: z.string().optional(),
      settings: userSettingsSchema.optional(),
      shortcuts: z.array(z.string().max(100)).max(100).optional(),
    }),
  }),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** Visibility rule of §6: no list → everyone; empty list → guests only; else one matching role. */
export function hasPermission(required: readonly string[] | undefined | null, userRole: unknown): boolean {
  if (required == null) return true;
  const roles = Array.isArray(userRole) ? userRole.filter((r): r is string => typeof r === 'string') : [];
  if (required.length === 0) return roles.length === 0;
  return roles.some((role) => required.includes(role));
}
