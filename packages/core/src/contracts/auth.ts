import { z } from 'zod';
import { ACCOUNT_LIMITS, USERNAME_PATTERN } from '../accounts/rules.js';
import { AUTH_MESSAGES } from '../messages.js';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A user as any client may see it: never a password hash, never another user's e-mail. */
export const publicUserSchema = z.object({
  id: z.string(),
  _id: z.string(),
  username: z.string(),
  email: z.string().optional(),
  avatar: z.string().nullable(),
  experience: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** Only in the owner's own answers (login, register, /me): 'moderator' shows the moderation link. */
  role: z.enum(['player', 'moderator']).optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const registerRequestSchema = z.object({
  username: requiredText(AUTH_MESSAGES.usernameRequired)
    .min(ACCOUNT_LIMITS.usernameMin, AUTH_MESSAGES.usernameTooShort)
    .max(ACCOUNT_LIMITS.usernameMax, AUTH_MESSAGES.usernameTooLong)
    .regex(USERNAME_PATTERN, AUTH_MESSAGES.usernameCharacters),
  email: z
    .string({ error: AUTH_MESSAGES.emailInvalid })
    .trim()
    .max(ACCOUNT_LIMITS.emailMax, AUTH_MESSAGES.emailInvalid)
    .pipe(z.email(AUTH_MESSAGES.emailInvalid)),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).max(ACCOUNT_LIMITS.passwordMax),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Spec 01 §7: the client sends identifier and username with the same value. */
export const loginRequestSchema = z
  .object({
    identifier: z.string().trim().max(ACCOUNT_LIMITS.emailMax).optional(),
    username: z.string().trim().max(ACCOUNT_LIMITS.emailMax).optional(),
    password: requiredText(AUTH_MESSAGES.passwordRequired).max(ACCOUNT_LIMITS.passwordMax),
  })
  .refine((body) => Boolean(body.identifier || body.username), {
    message: AUTH_MESSAGES.usernameRequired,
    path: ['identifier'],
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  refreshToken: z.string(),
  user: publicUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: z
    .string({ error: AUTH_MESSAGES.invalidRefreshFormat })
    .min(10, AUTH_MESSAGES.invalidRefreshFormat)
    .max(200, AUTH_MESSAGES.invalidRefreshFormat),
});

export const refreshResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  refreshToken: z.string(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** Logout never fails the client: anything is accepted, only a plausible token is acted on. */
export const logoutRequestSchema = z.object({ refreshToken: z.unknown().optional() }).nullish();

export const forgotPasswordRequestSchema = z.object({
  email: z.string().trim().max(ACCOUNT_LIMITS.emailMax).pipe(z.email(AUTH_MESSAGES.emailInvalid)),
});

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(10, AUTH_MESSAGES.resetLinkInvalid).max(200, AUTH_MESSAGES.resetLinkInvalid),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).max(ACCOUNT_LIMITS.passwordMax),
});

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const meResponseSchema = z.object({ success: z.literal(true), user: publicUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
