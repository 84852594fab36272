import { MIN_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PRODUCT_NAME } from './constants';

/**
 * Account messages (spec 01 §5 and §8, passwords per DECISIONS) and the age rule. No zod here:
 * the client's first chunk imports this file.
 */

export const AUTH_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: 'This password is too common',
  confirmPassword: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  ageRestrictionTitle: 'Age restriction',
  ageRestriction: `You must be at least ${MIN_AGE} years old to sign up for ${PRODUCT_NAME}.`,
  checkEmailTitle: 'Check your email',
  checkEmail: "We've sent you a confirmation link. Please verify your email to get started.",
  missingFieldsTitle: 'Missing fields',
  missingFields: 'Please enter both email and password.',
  signInFailedTitle: 'Sign in failed',
  signInFailed: 'An error occurred during sign in.',
  signUpFailedTitle: 'Sign up failed',
  signUpFailed: 'An error occurred during sign up.',
  signOutFailedTitle: 'Sign out failed',
  signOutFailed: 'An error occurred during sign out.',
  comingSoonTitle: 'Coming Soon',
  comingSoon: 'Google sign-in is not available yet.',
  emailNotVerified: "Please confirm your e-mail first: we've sent you a new confirmation link.",
  linkExpired:
    'That confirmation link has expired or was already used. Sign in and we will send you a new one.',
  pleaseConfirmTitle: 'Please confirm',
  pleaseConfirm: 'You must confirm that you have read and accept the terms and conditions.',
  termsDeclinedTitle: 'Terms declined',
  termsDeclined: `You must accept the terms and conditions to use ${PRODUCT_NAME}.`,
  termsRequiredTitle: 'Terms acceptance required',
  termsRequired: 'Please accept our terms and conditions to start analyzing dates.',
  welcomeTitle: `Welcome to ${PRODUCT_NAME}!`,
  welcome: 'Thanks for accepting the terms. You are all set.',
  welcomeBackTitle: 'Welcome back!',
  passwordUpdatedTitle: 'Password updated',
  passwordUpdated: 'Your new password is set. Please sign in with it.',
  resetLinkInvalid: 'This reset link has expired or was already used. Please ask for a new one.',
  resetSentTitle: 'Check your email',
  resetSent: 'If an account exists for this address, we have sent a link to reset the password.',
} as const;

/** Whole years between a `YYYY-MM-DD` birth date and `now` (in UTC), or null for a bad date. */
export function ageOn(dateOfBirth: string, now: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) {
    return null;
  }
  if (birth.getTime() > now.getTime() || y < 1900) return null;
  let age = now.getUTCFullYear() - y;
  const beforeBirthday =
    now.getUTCMonth() < m - 1 || (now.getUTCMonth() === m - 1 && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export function isAdult(dateOfBirth: string, now: Date = new Date()): boolean {
  const age = ageOn(dateOfBirth, now);
  return age !== null && age >= MIN_AGE;
}
