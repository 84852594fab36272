import { z } from './zod';
import { ZAnalysis } from './analysis';
import { AUTH_MESSAGES, ZPassword, ZPhone, ZProfile, ZSessionUser } from './auth';
import { AVATAR_MAX_PIXELS, PASSWORD_MAX_LENGTH } from './constants';

/**
 * The account area (spec 02 §2 Dashboard and Settings, §5 avatar rules, §8 messages): texts and
 * request/response shapes shared by the settings page, the routes and the tests.
 */
export const ACCOUNT_MESSAGES = {
  welcomeBack: 'Welcome back!',
  signInPrompt: 'Please sign in to view your account.',
  settingsSignInPrompt: 'Please sign in to manage your settings.',
  noDates: "You haven't crunched any dates yet.",
  datesSoFar: (n: number) => `You have crunched ${n} dates so far.`,
  notProvided: 'Not provided',
  lockedForLegal: 'Your date of birth cannot be changed for legal reasons.',
  saving: 'Saving...',
  profileUpdatedTitle: 'Profile updated',
  profileUpdated: 'Your profile has been updated successfully.',
  profileSaveFailedTitle: 'Update failed',
  preferencesSaved: 'Notification preferences saved',
  preferencesFailed: 'Failed to save your notification preferences.',
  // Avatar (spec 02 §5, §8).
  fileTooLarge: 'File size must be less than 5MB',
  fileType: 'File must be an image (JPEG, PNG, GIF, or WEBP)',
  tooManyPixels: `Image dimensions are too large (at most ${AVATAR_MAX_PIXELS / 1_000_000} megapixels)`,
  noFile: 'Choose an image to upload.',
  uploadFailedTitle: 'Upload failed',
  uploadFailed: 'Failed to upload image',
  profileUpdateFailed: 'Failed to update profile',
  uploadError: 'An error occurred during upload',
  storageNotAvailable: 'Storage is not available. Please try again later.',
  storageUnavailableState: 'Storage is currently unavailable',
  bucketAccess: 'Unable to access storage bucket. Please try again later.',
  removeFailedTitle: 'Failed to remove profile picture',
  avatarUpdated: 'Profile picture updated',
  avatarRemoved: 'Profile picture removed',
  // Security tab.
  passwordChangedTitle: 'Password changed',
  passwordChanged: 'Your password was changed and your other sessions were signed out.',
  signedOutEverywhere: 'You were signed out on every device.',
  wrongPassword: 'Incorrect password',
  exportReady: 'Your data export has been downloaded.',
  exportFailed: 'Failed to export your data. Please try again.',
  deleteConfirmTitle: 'Delete your account?',
  deleteConfirm:
    'This erases your profile, every date you crunched with its analysis, your profile picture and your notification subscriptions. It cannot be undone.',
  accountDeletedTitle: 'Account deleted',
  accountDeleted: 'Your account and all of its data have been erased.',
  deleteFailed: 'Failed to delete your account. Please try again.',
} as const;

/** Profile pictures: `{userId}/{random}.webp`, names chosen by the server only. */
/** How long a profile picture may be cached (seconds): a deleted one disappears this fast. */
export const AVATAR_MAX_AGE_S = 60;

export const AVATAR_KEY_PATTERN = /^([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{16,64})\.webp$/;

export const ZAvatarResponse = z.object({ profile_picture_url: z.string().nullable() });
export type TAvatarResponse = z.infer<typeof ZAvatarResponse>;

/** Spec 02 §4: the storage state behind the avatar actions ('unknown' until checked). */
export const ZStorageStatus = z.object({ status: z.enum(['ready', 'unavailable']) });
export type TStorageStatus = z.infer<typeof ZStorageStatus>;

export const ZDeleteAccountRequest = z
  .object({ password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH) })
  .strict();
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

export const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: ZPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/**
 * The settings page's profile form. The phone number is optional and must be an international
 * (E.164) number; spaces, dashes, dots and brackets typed by the user are removed first.
 */
export const ZProfileForm = z.object({
  display_name: z.string().trim().max(80, 'Display name must be at most 80 characters'),
  phone: ZPhone,
});
export type TProfileFormInput = z.input<typeof ZProfileForm>;
export type TProfileForm = z.output<typeof ZProfileForm>;

export const EXPORT_FORMAT = 'datecrunch-export/1';

/** GET /api/account/export: everything stored about the user, texts decrypted. */
export const ZAccountExport = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    exported_at: z.string(),
    account: ZSessionUser.extend({ created_at: z.string() }),
    profile: ZProfile,
    subscription: z.object({
      is_premium: z.boolean(),
      type: z.enum(['monthly', 'annual']).nullable(),
      start: z.string().nullable(),
      end: z.string().nullable(),
    }),
    entries: z.array(
      z.object({ id: z.string(), created_at: z.string(), text: z.string(), analysis: ZAnalysis }),
    ),
    push_subscriptions: z.array(z.object({ endpoint: z.string(), created_at: z.string() })),
  })
  // Other features add their own sections (billing: invoices), see docs/decisions/0500.
  .catchall(z.unknown());
export type TAccountExport = z.infer<typeof ZAccountExport>;
