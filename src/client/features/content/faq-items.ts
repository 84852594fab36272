import {
  ANNUAL_BADGES,
  FREE_ANALYSIS_LIMIT,
  MIN_AGE,
  PRICES_CENTS,
  REFUND_PROCESSING,
  REFUND_WINDOW_DAYS,
} from '../../../shared/constants';
import { formatPrice } from './format';

export type FaqCategory =
  | 'general'
  | 'privacy'
  | 'subscription'
  | 'technology'
  | 'technical'
  | 'support'
  | 'billing'
  | 'branding';

export interface FaqItem {
  question: string;
  answer: string;
  category: FaqCategory;
}

export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  general: 'General',
  privacy: 'Privacy',
  subscription: 'Subscription',
  technology: 'Technology',
  technical: 'Technical',
  support: 'Support',
  billing: 'Billing',
  branding: 'Branding',
};

const monthly = formatPrice(PRICES_CENTS.monthly);
const annual = formatPrice(PRICES_CENTS.annual);

/**
 * Answers follow DECISIONS.md (5 free analyses in total, $7.99 / $76.99, 14-day refund) and say
 * only what the product really does (docs/decisions/0301).
 */
export const FAQ_ITEMS: FaqItem[] = [
  {
    category: 'general',
    question: 'What is DateCrunch?',
    answer:
      'DateCrunch is a web app where you describe how a date went, in your own words, and get an honest analysis back: a score out of 100, feedback, personalised tips, possible red flags, a sentiment split, a compatibility estimate and the emotions in play. Your history shows how your dating life changes over time.',
  },
  {
    category: 'general',
    question: 'Who can use DateCrunch?',
    answer: `Adults only. You must be ${MIN_AGE} or older; we check your date of birth when you sign up.`,
  },
  {
    category: 'general',
    question: 'How do I get the best analysis?',
    answer:
      'Write soon after the date, cover the whole arc (before, during, after), describe what happened and then how you felt, and be honest about your own side. The Date Analysis Guidelines page has more tips.',
  },
  {
    category: 'privacy',
    question: 'Who can read what I write?',
    answer:
      'Only you, through your account. Your descriptions and analyses are encrypted at rest (AES-256-GCM), never written to our logs, never cached by the installable app, never sold and never used for ads or to train models.',
  },
  {
    category: 'privacy',
    question: 'How do I export or delete my data?',
    answer:
      'In Settings → Security. "Export my data" downloads a JSON file with your profile and all your dates and analyses. "Delete my account" (confirmed with your password) erases your account, every entry, your profile picture and your sessions at once.',
  },
  {
    category: 'privacy',
    question: 'What happens to my data if I cancel Premium?',
    answer:
      'Nothing is deleted. Your account continues on the free plan and your history stays yours until you delete it or your account.',
  },
  {
    category: 'subscription',
    question: 'What do I get for free?',
    answer: `Every account includes ${FREE_ANALYSIS_LIMIT} free date analyses in total, with scores, feedback, tips and your history. Premium removes the limit and adds advanced insights.`,
  },
  {
    category: 'subscription',
    question: 'What does Premium add?',
    answer:
      'Unlimited date crunching and history, advanced AI insights (attachment style, communication patterns, emotional intelligence), red flag detection and compatibility scoring.',
  },
  {
    category: 'subscription',
    question: 'Can I cancel at any time?',
    answer:
      'Yes, from Billing & Payments. Premium stays active until the end of the period you already paid for, then your account continues on the free plan. There is no pause option; you can subscribe again whenever you like.',
  },
  {
    category: 'billing',
    question: 'How much does Premium cost?',
    answer: `${monthly} a month, or ${annual} a year (${ANNUAL_BADGES.percent.toLowerCase()}, that is ${ANNUAL_BADGES.amount.replace('Save ', '')} less than twelve monthly payments). Prices are in US dollars.`,
  },
  {
    category: 'billing',
    question: 'What is your refund policy?',
    answer: `A ${REFUND_WINDOW_DAYS}-day full money-back guarantee on your first Premium payment. Refunds are processed within ${REFUND_PROCESSING}. Promotional or discounted subscriptions are excluded. See the Refund Policy page for details.`,
  },
  {
    category: 'billing',
    question: 'Where are my invoices?',
    answer:
      'In Billing & Payments. Each invoice can be downloaded as a PDF. Card details are handled by our payment provider and never stored by us.',
  },
  {
    category: 'billing',
    question: 'Do you offer gift subscriptions?',
    answer:
      'Not at the moment. Premium can only be bought for your own account. Promo codes, when we run promotions, are listed on the Promo Codes page.',
  },
  {
    category: 'technology',
    question: 'How does the analysis work?',
    answer:
      'Our own language engine reads your description: it measures sentiment and emotions, looks for behaviours linked to interest, respect and warning signs, and combines them into scores and tips. When we enable an external AI model, its answer is checked against the same format, and our own engine steps in if it fails.',
  },
  {
    category: 'technology',
    question: 'Is the analysis always right?',
    answer:
      'No. It only knows what you wrote, and it can miss context or misread sarcasm. Treat it as a thoughtful second opinion, not a verdict, and never as a substitute for professional advice.',
  },
  {
    category: 'technical',
    question: 'Can I install DateCrunch on my phone?',
    answer:
      'Yes. In Chrome, Edge or Samsung Internet use "Install app" (or the install card on the home page). On iPhone and iPad, open DateCrunch in Safari, tap Share, then "Add to Home Screen". The app opens full-screen and starts even when you are offline.',
  },
  {
    category: 'technical',
    question: 'Can I share an article or message into DateCrunch?',
    answer:
      'Yes, once the app is installed on Android it appears in your share menu. Shared text opens in the share screen, and "Crunch This Content" takes it to the analysis page.',
  },
  {
    category: 'technical',
    question: 'Does it work offline?',
    answer:
      'The app opens offline and shows that you are offline. Analysing a date, seeing your history and signing in need a connection.',
  },
  {
    category: 'support',
    question: 'How do I reach support?',
    answer:
      'Write to the support address at the bottom of this page. A person reads every message, usually within two working days.',
  },
  {
    category: 'support',
    question: 'I did not get the confirmation e-mail.',
    answer:
      'Check your spam folder first. Signing in with your e-mail and password sends a fresh confirmation link; links expire after a day for your security.',
  },
  {
    category: 'branding',
    question: 'Why is it called DateCrunch?',
    answer:
      'Because we crunch a date: we take everything you noticed and turn it into a few clear numbers and insights you can act on. The About Our Brand page tells the whole story.',
  },
  {
    category: 'branding',
    question: 'What is DateConnect?',
    answer:
      'A preview of our future matching product, which will use what you learn about yourself here. Try the swipe demo with sample profiles and join the waitlist from the DateConnect page.',
  },
];
