import {
  FREE_ANALYSIS_LIMIT,
  MIN_AGE,
  PRODUCT_NAME,
  REFUND_WINDOW_DAYS,
} from '../../../shared/constants';

/** Version of the terms shown in the modal; a new version gets a new date. */
export const TERMS_VERSION_DATE = 'November 21, 2026';

export interface TermsSection {
  title: string;
  paragraphs: string[];
}

/** The 14 sections of the Terms and Conditions modal (spec 01 §2), written for this product. */
export const TERMS_SECTIONS: TermsSection[] = [
  {
    title: '1. Who we are and what these terms cover',
    paragraphs: [
      `${PRODUCT_NAME} is a web app where you describe how a date went and receive an automated analysis of it. These terms form an agreement between you and ${PRODUCT_NAME} and apply to the website, the installable app and every feature in them.`,
      'By ticking the box and choosing Accept you agree to these terms. If you do not agree, choose Decline and do not use the service.',
    ],
  },
  {
    title: '2. Adults only',
    paragraphs: [
      `You must be at least ${MIN_AGE} years old to create an account or use ${PRODUCT_NAME}. We check your date of birth at sign-up and refuse accounts for anyone younger. If we learn that an account belongs to someone under ${MIN_AGE}, we close it and erase its data.`,
    ],
  },
  {
    title: '3. Your account',
    paragraphs: [
      'You sign up with your e-mail address and a password, and confirm the address through the link we send. Keep your password to yourself and use one you do not use elsewhere; you are responsible for what happens under your account.',
      'Tell us at once if you think someone else has used your account. Resetting your password signs you out on every other device.',
    ],
  },
  {
    title: '4. What the analysis is, and what it is not',
    paragraphs: [
      'The analysis is produced automatically from the text you write. It gives a score, a sentiment split, possible red flags, a compatibility estimate and tips. It can be wrong, incomplete or miss context that only you know.',
      'It is not psychological, medical, legal or relationship counselling, and it does not replace a professional. Do not make important decisions about your safety, health or relationships on the analysis alone.',
    ],
  },
  {
    title: '5. Your safety comes first',
    paragraphs: [
      'If you feel unsafe or are in danger, contact your local emergency number or a support service straight away. A red flag shown by the app is a prompt to reflect, not a verdict; the absence of red flags does not mean a person is safe.',
    ],
  },
  {
    title: '6. What you write about other people',
    paragraphs: [
      'Your descriptions are about your own experiences and will often mention other people. Write about them fairly, do not include their full names, contact details or other information that identifies them, and never use the service to harass, threaten or expose anyone.',
    ],
  },
  {
    title: '7. Your content and how we use it',
    paragraphs: [
      'You keep ownership of what you write. You give us permission to store and process it only to provide the service to you: to analyse it, keep your history and compute your progress.',
      'We do not sell your content, do not show it to other users and do not use it for advertising. Date texts and analyses are encrypted in our database. See the Privacy Policy for details.',
    ],
  },
  {
    title: '8. Privacy and your data rights',
    paragraphs: [
      'We process your personal data as described in the Privacy Policy. You can download all your data as a file and delete your account at any time from Settings; deleting the account erases your profile, your date entries and your files.',
    ],
  },
  {
    title: '9. Free plan and Premium',
    paragraphs: [
      `The free plan includes ${FREE_ANALYSIS_LIMIT} analyses in total per account. Premium, billed monthly or yearly, gives unlimited analyses and additional insights. Prices are shown before you pay and include the billing period.`,
      'Premium renews at the end of each period until you cancel; after cancelling it stays active until the end of the period you paid for.',
    ],
  },
  {
    title: '10. Refunds',
    paragraphs: [
      `If you are not satisfied, you can ask for a full refund within ${REFUND_WINDOW_DAYS} days of your first Premium payment, as set out in the Refund Policy. Promotional or discounted subscriptions are excluded.`,
    ],
  },
  {
    title: '11. Acceptable use',
    paragraphs: [
      'Do not try to break, overload or get around the limits and security of the service, access other people’s accounts or data, submit content that is unlawful or sexual content involving minors, or use automated means to create accounts or send requests.',
      'We may suspend or close accounts that break these rules, and report unlawful content to the authorities where the law requires it.',
    ],
  },
  {
    title: '12. Availability and changes to the service',
    paragraphs: [
      'We work to keep the service available and accurate but cannot promise it will be uninterrupted or error-free. We may change, add or remove features; if a change reduces what you paid for, we will tell you in advance and you may cancel.',
    ],
  },
  {
    title: '13. Liability',
    paragraphs: [
      `${PRODUCT_NAME} is provided as it is. To the extent the law allows, we are not liable for decisions you make based on an analysis, or for indirect losses. Nothing in these terms limits liability that cannot be limited by law, or your statutory rights as a consumer.`,
    ],
  },
  {
    title: '14. Changes to these terms and contact',
    paragraphs: [
      'We may update these terms. When we make a material change we will tell you and ask you to accept the new version before you continue to use the service.',
      'Questions about these terms? Write to our support address, listed at the bottom of every page.',
    ],
  },
];
