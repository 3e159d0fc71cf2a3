import { z } from 'zod';
import { LIMITS, PAGE_SIZES, ROLES } from '../lists';
import { LANGUAGES } from '../languages';
import { messages } from '../messages';
import { dataResponse, emailSchema, optionalText, pagedResponse, pagingQuery, text } from './common';
import { phoneSchema } from './phone';

export const roleSchema = z.enum(ROLES);

const nameSchema = text(LIMITS.nameMax, messages.NAME_REQUIRED);
const newPasswordSchema = z
  .string({ message: messages.PASSWORD_REQUIRED })
  .min(LIMITS.passwordMin, { message: messages.PASSWORD_TOO_SHORT })
  .max(LIMITS.passwordMax, { message: messages.PASSWORD_TOO_LONG });

/** docs/store-rules.md#3-records-and-their-fields "User", as every response shows it: never the password. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: roleSchema,
  /** The language of the e-mails the account gets outside an order, such as a password reset (issue 12 item 6). */
  preferredLanguage: z.enum(LANGUAGES),
  /** The address was confirmed by its link (issue 26 item 2); until then only the first order's e-mail goes out. */
  emailConfirmed: z.boolean(),
  /**
   * The address the customer asked to change to, until its link is opened (issue 26 item 8); `email` stays the
   * sign-in address meanwhile. Absent when no change waits.
   */
  pendingEmail: z.string().optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** POST /auth/register: name, email, phone, password (docs/store-rules.md#5-validation). */
export const registerRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /auth/login: email and password. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  // Any length up to the maximum: a wrong password gets the same answer as an unknown e-mail.
  password: z.string({ message: messages.PASSWORD_REQUIRED }).min(1, { message: messages.PASSWORD_REQUIRED }).max(LIMITS.passwordMax, { message: messages.PASSWORD_TOO_LONG }),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const authUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  user: userSchema,
});
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** GET /auth?page&limit (admin): 10 a page, with an optional search. */
export const usersListQuerySchema = pagingQuery(PAGE_SIZES.users).extend({
  search: optionalText(LIMITS.searchMax),
});
export const usersListResponseSchema = pagedResponse(userSchema);
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

/** PUT /auth/{id} (admin): some of name, email, phone, role. */
export const updateUserRequestSchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    role: roleSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update' });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/**
 * PUT /auth/profile/{id} (the user's own record): name, email, phone, and the preferred language (kept when not
 * sent). A new e-mail needs the current password (issue 26 item 8); a save that keeps the e-mail does not.
 */
export const profileUpdateRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  preferredLanguage: z.enum(LANGUAGES, { message: messages.FIELD_REQUIRED }).optional(),
  currentPassword: z.string({ message: messages.PASSWORD_REQUIRED }).max(LIMITS.passwordMax, { message: messages.PASSWORD_TOO_LONG }).optional(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** A password change needs the current password. */
export const passwordChangeRequestSchema = z.object({
  currentPassword: z.string({ message: messages.PASSWORD_REQUIRED }).min(1, { message: messages.PASSWORD_REQUIRED }).max(LIMITS.passwordMax),
  newPassword: newPasswordSchema,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

/** POST /auth/forgot-password: the e-mail of the account to recover (docs/decisions/020). */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** A reset link's token: 32 random bytes in base64url. Any other shape is a link that never worked. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /auth/reset-password: the link's token and a new password under the rules of registration. */
export const resetPasswordRequestSchema = z.object({
  token: z.string({ message: messages.RESET_LINK_INVALID }).regex(RESET_TOKEN_PATTERN, { message: messages.RESET_LINK_INVALID }),
  newPassword: newPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const userDataResponseSchema = dataResponse(userSchema);
export type UserDataResponse = z.infer<typeof userDataResponseSchema>;

export const deleteResponseSchema = dataResponse(z.object({ _id: z.string() }));

/** POST /auth/confirm-email: the token of the link the registration e-mailed (issue 26 item 2). */
export const confirmEmailRequestSchema = z.object({
  token: z.string({ message: messages.CONFIRM_LINK_INVALID }).min(1, { message: messages.CONFIRM_LINK_INVALID }).max(300, { message: messages.CONFIRM_LINK_INVALID }),
});
