import * as z from 'zod/mini';
import { authMessages } from './constants';

/** What zod's English locale says of a string over its maximum length (zod/mini loads no locale). */
const tooLongText = (maximum: number) => `Too big: expected string to have <=${maximum} characters`;

/** An email field whose every refusal says `message` (the spec gives each form its own sentence). */
export const emailField = (message: string) =>
  z.pipe(z.string().check(z.trim(), z.minLength(4, message), z.maxLength(254, message)), z.email(message));

/** A password field of at least 4 characters. */
export const passwordField = (message: string) =>
  z.string().check(z.minLength(4, message), z.maxLength(128, tooLongText(128)));

/**
 * The login form and `POST /api/auth` reject the same input with the same message. A module of its
 * own, so the sign-in page's validation carries this schema and no other.
 */
export const signInSchema = z.object({
  email: emailField(authMessages.loginEmail),
  password: passwordField(authMessages.loginPassword),
});
export type SignInRequest = z.infer<typeof signInSchema>;
