/**
 * The one source of every business constant (DECISIONS.md "Name and constants").
 * Server and client both import from here; no page hard-codes a price or a limit.
 */

export const PRODUCT_NAME = 'DateCrunch';
export const PRODUCT_KEY = 'datecrunch';
export const DEFAULT_SUPPORT_EMAIL = 'support@datecrunch.app';

/** Lifetime analyses for a free account (DECISIONS: 5 in total, not per month). */
export const FREE_ANALYSIS_LIMIT = 5;
export const MIN_AGE = 18;
export const MIN_DESCRIPTION_LENGTH = 10; // trimmed length must be greater than this
export const MAX_DESCRIPTION_LENGTH = 10_000;
export const DEFAULT_LEVEL = 1;
export const DEFAULT_SCORE = 50;
export const DEFAULT_NEXT_MILESTONE = 5;

/** Crunching and history (issue 5). */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_MAX = 50;
export const HISTORY_PREVIEW_LENGTH = 60;
/** Newest entries the engine reads as context for a new analysis (docs/decisions/0401). */
export const ANALYSIS_CONTEXT_ENTRIES = 50;
/** Newest entries the trends charts cover. */
export const TRENDS_MAX_ENTRIES = 200;
/** Analyses per hour for one signed-in account (DECISIONS: analysis is rate-limited per account). */
export const ACCOUNT_HOURLY_ANALYSES = 60;
export const CHECKIN_PROMPT =
  'How did my relationship feel today? What went well and what could be improved?';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type BillingCycle = 'monthly' | 'annual';
export const BILLING_CYCLES: readonly BillingCycle[] = ['monthly', 'annual'];

/** Prices in cents (DECISIONS: $7.99 a month, $76.99 a year). */
export const PRICES_CENTS: Record<BillingCycle, number> = { monthly: 799, annual: 7699 };
export const ANNUAL_BADGES = { percent: 'Save 20%', amount: 'Save $18.89' } as const;
export const CURRENCY = 'usd';
export const SUBSCRIPTION_DAYS: Record<BillingCycle, number> = { monthly: 30, annual: 365 };

/**
 * Current promotions, shown on /promo-codes and honoured by checkout (one source for both).
 * `expires` is the last day the code can be used (inclusive, UTC).
 */
export const PROMOTIONS = [
  {
    code: 'FIRSTDATE50',
    description: '50% off your first month of Premium',
    percentOff: 50,
    cycle: 'monthly',
    expires: '2027-03-31',
  },
  {
    code: 'ANNUAL25',
    description: '25% off the annual Premium plan',
    percentOff: 25,
    cycle: 'annual',
    expires: '2027-06-30',
  },
] as const satisfies ReadonlyArray<{
  code: string;
  description: string;
  percentOff: number;
  cycle: BillingCycle;
  expires: string;
}>;

export const REFUND_WINDOW_DAYS = 14;
export const REFUND_PROCESSING = '5-7 business days';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024; // 5242880
export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Milliseconds. */
export const DELAYS = {
  analysisMinimumAnimation: 2000,
  typeDateFocus: 100,
  scrollToTopRepeat: 50,
  promoRedirect: 1500,
  termsAutoEnable: 1500,
  termsMeasure: 300,
  paymentPollInterval: 1000,
  paymentSuccessRedirect: 5000,
  serviceWorkerUpdateWindow: 60_000,
  serviceWorkerWaitingEvent: 200,
} as const;

export const PAYMENT_POLL_ATTEMPTS = 30;

/** The install and push cards show only on these pages (spec 02 §4; docs/decisions/0302). */
export const APP_PROMPT_PATHS: readonly string[] = ['/', '/welcome'];

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  shortDurationMs: 3000,
  removeDelayMs: 1_000_000,
  swipeThreshold: 50,
  hotkey: ['F8'],
} as const;

export const TERMS = { scrollThresholdPx: 50, scrollAreaHeightPx: 350 } as const;

export const BREAKPOINTS = { narrowMaxPx: 768 } as const;

export const SWIPE = {
  thresholdPx: 100,
  directionLockPx: 10,
  elastic: 0.2,
  spring: { damping: 25, stiffness: 200 },
  layoutDurationS: 0.45,
  interestsShown: 4,
  bioLines: 3,
  sampleSlice: 10,
} as const;

/** Effectiveness bands (spec 01 §9), highest first. */
export const EFFECTIVENESS_BANDS = [
  { min: 85, label: 'Very High' },
  { min: 70, label: 'High' },
  { min: 55, label: 'Moderate' },
  { min: 40, label: 'Low' },
  { min: -Infinity, label: 'Very Low' },
] as const;

export const COMPATIBILITY_FACTORS_CLAIM = '50+';

/** Local storage keys (spec 01 §3). */
export const STORAGE_KEYS = {
  termsAccepted: 'terms_accepted',
  promoCode: `${PRODUCT_KEY}_promo_code`,
  installDismissed: `${PRODUCT_KEY}_install_dismissed`,
  pushDismissed: `${PRODUCT_KEY}_push_dismissed`,
  /** sessionStorage: 'Later' on the update card hides it for the session. */
  updateLater: `${PRODUCT_KEY}_update_later`,
  level: `${PRODUCT_KEY}_level`,
  dates: `${PRODUCT_KEY}_dates`,
  history: `${PRODUCT_KEY}_history`,
  user: `${PRODUCT_KEY}_user`,
  /** The country the reader picked for help lines on the danger page ('' = somewhere else). */
  helpCountry: `${PRODUCT_KEY}_help_country`,
} as const;

/** The four keys cleared at sign-out (spec 01 §7). */
export const SIGN_OUT_CLEARED_KEYS = [
  STORAGE_KEYS.level,
  STORAGE_KEYS.dates,
  STORAGE_KEYS.history,
  STORAGE_KEYS.user,
] as const;

/** The brand's social profiles, shown in the footer. */
export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/datecrunch' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@datecrunch' },
  { label: 'X', href: 'https://x.com/datecrunch' },
] as const;

/** Push card toasts (spec 02 §8). */
export const PUSH_MESSAGES = {
  enabled: "Notifications enabled! You'll get insights about your dating progress.",
  denied: 'Notifications permission denied',
} as const;
