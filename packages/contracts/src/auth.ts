import * as z from 'zod/mini';

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

/**
 * What zod's English locale says of a value over its maximum length. zod/mini loads no locale (every
 * message would read 'Invalid input'), so the length limits carry the English wording themselves.
 */
const tooLong = (maximum: number, what: 'string' | 'array' = 'string') =>
  `Too big: expected ${what} to have <=${maximum} ${what === 'string' ? 'characters' : 'items'}`;

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
  .object({ user: userSchema, access_token: z.string() })
  .register(z.globalRegistry, { id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

const email = (message: string) =>
  z.pipe(z.string().check(z.trim(), z.minLength(4, message), z.maxLength(254, message)), z.email(message));

const password = (message: string) => z.string().check(z.minLength(4, message), z.maxLength(128, tooLong(128)));

/** The login form and `POST /api/auth` reject the same input with the same message. */
export const signInSchema = z.object({
  email: email(authMessages.loginEmail),
  password: password(authMessages.loginPassword),
});
export type SignInRequest = z.infer<typeof signInSchema>;

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
      settings: z.optional(userSettingsSchema),
      shortcuts: z.optional(
        z.array(z.string().check(z.maxLength(100, tooLong(100)))).check(z.maxLength(100, tooLong(100, 'array'))),
      ),
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
