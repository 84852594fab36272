import { z } from './zod';
import { AUTH_MESSAGES, ageOn, isAdult } from './auth-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export { AUTH_MESSAGES, ageOn, isAdult };

/**
 * Request and response shapes of the accounts feature, used by the forms, the routes and the
 * tests alike. Messages are the spec's (01 §5) as amended by DECISIONS (passwords of 8 to 128).
 */

const ZEmail = z.string().trim().toLowerCase().pipe(z.email(AUTH_MESSAGES.invalidEmail));

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

const ZDateOfBirth = z
  .string()
  .min(1, AUTH_MESSAGES.dateOfBirthRequired)
  .refine((v) => v === '' || ageOn(v) !== null, AUTH_MESSAGES.dateOfBirthInvalid);

const nameField = (message: string) => z.string().trim().min(1, message).max(100);

/** The sign-up form (the age check is a toast, not a field message, so it is not in here). */
export const ZSignUpForm = z
  .object({
    firstName: nameField(AUTH_MESSAGES.firstNameRequired),
    lastName: nameField(AUTH_MESSAGES.lastNameRequired),
    email: ZEmail,
    password: ZPassword,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.confirmPassword),
    dateOfBirth: ZDateOfBirth,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type TSignUpForm = z.infer<typeof ZSignUpForm>;

/** What the API accepts at sign-up; the server refuses under-18s whatever the client checked. */
export const ZSignUpRequest = z
  .object({
    firstName: nameField(AUTH_MESSAGES.firstNameRequired),
    lastName: nameField(AUTH_MESSAGES.lastNameRequired),
    email: ZEmail,
    password: ZPassword,
    dateOfBirth: ZDateOfBirth,
  })
  .strict()
  .refine((v) => ageOn(v.dateOfBirth) === null || isAdult(v.dateOfBirth), {
    message: AUTH_MESSAGES.ageRestriction,
    path: ['dateOfBirth'],
  });
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

/** Sign-up answers this for every address, registered or not (DECISIONS: no enumeration). */
export const ZSignUpResponse = z.object({
  status: z.literal('check-email'),
  /** Lets the terms modal that follows record acceptance with the pending account. */
  termsTicket: z.string(),
});
export type TSignUpResponse = z.infer<typeof ZSignUpResponse>;

/** A path or URL the server redirects to afterwards; better-auth checks it against our origin. */
const ZCallbackUrl = z.string().max(2048);

export const ZSignInRequest = z
  .object({
    email: ZEmail,
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    rememberMe: z.boolean().optional(),
    callbackURL: ZCallbackUrl.optional(),
  })
  .strict();
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/** The account endpoints' bodies, checked before better-auth sees them (unknown keys are a 400). */
export const ZPasswordResetRequest = z
  .object({ email: ZEmail, redirectTo: ZCallbackUrl.optional() })
  .strict();
export const ZResendVerificationRequest = z
  .object({ email: ZEmail, callbackURL: ZCallbackUrl.optional() })
  .strict();
/** New passwords are bounded here; the length and common-password rules give field messages. */
const ZNewPasswordInput = z.string().max(1024);
export const ZResetPasswordRequest = z
  .object({ token: z.string().min(1).max(256), newPassword: ZNewPasswordInput })
  .strict();
export const ZChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1).max(1024),
    newPassword: ZNewPasswordInput,
    /** Ignored: the server always ends the other sessions on a password change. */
    revokeOtherSessions: z.boolean().optional(),
  })
  .strict();
export const ZSocialSignInRequest = z
  .object({
    provider: z.literal('google'),
    callbackURL: ZCallbackUrl.optional(),
    errorCallbackURL: ZCallbackUrl.optional(),
    newUserCallbackURL: ZCallbackUrl.optional(),
    disableRedirect: z.boolean().optional(),
  })
  .strict();
/** sign-out and revoke-sessions take no fields. */
export const ZEmptyRequest = z.object({}).strict().optional();

/** The login dialog's form (spec 01 §5): a valid e-mail and a password of the minimum length. */
export const ZLoginDialogForm = z.object({
  email: ZEmail,
  password: z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
});
export type TLoginDialogForm = z.infer<typeof ZLoginDialogForm>;

export const ZForgotPasswordForm = z.object({ email: ZEmail });
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;

export const ZResetPasswordForm = z
  .object({
    password: ZPassword,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.confirmPassword),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string(),
  email_verified: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZProfile = z.object({
  id: z.string(),
  is_premium: z.boolean(),
  subscription_type: z.enum(['monthly', 'annual']).nullable(),
  subscription_start: z.string().nullable(),
  subscription_end: z.string().nullable(),
  datecrunch_dates: z.number().int(),
  datecrunch_level: z.number().int(),
  profile_picture_url: z.string().nullable(),
  display_name: z.string().nullable(),
  phone: z.string().nullable(),
  terms_accepted_at: z.string().nullable(),
  email_notifications: z.boolean(),
  insights_summary: z.boolean(),
  marketing_emails: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** GET /api/session: who is signed in, with the profile; both null for a visitor. */
export const ZSessionResponse = z.object({
  user: ZSessionUser.nullable(),
  profile: ZProfile.nullable(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const PHONE_MESSAGE = 'Enter your number in international format, e.g. +14155550123';

/**
 * An optional phone number in international (E.164) form. Spaces, dashes, dots and brackets a
 * person types are removed first; '' means none. The settings form and the API share this rule.
 */
export const ZPhone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .refine((v) => v === '' || /^\+[1-9]\d{6,14}$/.test(v), PHONE_MESSAGE);

/**
 * PATCH /api/profile: the only profile fields a client may write. `.strict()` makes any other
 * key (is_premium, subscription_*, counters, level) a 400 rather than silently ignored.
 */
export const ZProfileUpdate = z
  .object({
    display_name: z.string().trim().max(80).nullable(),
    phone: ZPhone.nullable(),
    email_notifications: z.boolean(),
    insights_summary: z.boolean(),
    marketing_emails: z.boolean(),
  })
  .partial()
  .strict();
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

export const ZTermsTicketAcceptance = z.object({ ticket: z.string().min(1).max(200) }).strict();
