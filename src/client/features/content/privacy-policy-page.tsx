import { Link } from 'react-router';
import { useMeta } from '../../lib/use-meta';
import { ContentLayout, Section, Sections, type TextSection } from './content-layout';
import { LEGAL_VERSIONS } from './legal-versions';

const WHAT_WE_STORE: TextSection[] = [
  {
    heading: '1. What we store, and why',
    paragraphs: [
      'We keep only what the service needs to work. Here is every kind of data DateCrunch holds about you:',
    ],
    list: [
      'Your account: e-mail address, first and last name and date of birth (to confirm you are 18 or older). Your password is never stored; we keep an argon2id hash of it, which cannot be turned back into the password.',
      'Sessions: while you are signed in, a session record with its expiry, the IP address and the browser it was created from, so you can stay signed in and we can spot misuse. Signing out ends it.',
      'Your dates: the descriptions you write and the analyses we produce from them. These are the most personal things we hold and get extra protection (see section 3).',
      'Your profile: display name and phone number if you add them, your notification preferences, your plan, your number of analysed dates and your dating level, and when you accepted the terms.',
      'Your profile picture, if you upload one. We strip its metadata (such as location) before storing it.',
      'Subscription and invoices, if you go Premium: plan, start and end dates, amounts and payment status. Card details are handled by our payment provider and never reach our servers.',
      'Push subscriptions, if you enable notifications: the address your browser gives us for delivering notifications and its encryption keys. Nothing else about your device.',
      'The DateConnect waitlist: the e-mail address you enter, and when.',
      'Abuse counters: to stop password guessing and spam we count recent attempts per IP address and per account. The counters expire after their time window (minutes to a day).',
      'E-mails we send you (confirmation, password reset) are kept in an outbox log for delivery.',
    ],
  },
  {
    heading: '2. What we do not do',
    list: [
      'We do not sell or rent your data, and we do not show ads.',
      'We do not use advertising or analytics trackers, and no third-party scripts run on our pages.',
      'We do not use your date descriptions to train models or share them with other users.',
      'We do not write your date descriptions into our logs. Request logs record the address of a page without its query string, because shared content can travel there.',
    ],
  },
  {
    heading: '3. How your date descriptions are protected',
    paragraphs: [
      'Date descriptions and their analyses are encrypted in our database with AES-256-GCM before they are written. The key is kept apart from the database, so a copy of the database alone does not reveal what you wrote.',
      'Answers from our servers that contain your descriptions are marked "no-store", so browsers and proxies do not keep copies. The installable app\'s offline cache (the service worker) only stores the app\'s own code, styles, icons and the offline page; it never caches anything from our API, so your descriptions and analyses are not stored on your device by us.',
      'If an external AI provider is configured for analysis, your description is sent to it over an encrypted connection for that one analysis. Otherwise the analysis runs entirely on our own servers.',
    ],
  },
  {
    heading: '4. How everything else is protected',
    list: [
      'Every connection to DateCrunch is encrypted (HTTPS, with HSTS).',
      'Sessions use http-only cookies that page scripts cannot read, marked Secure and SameSite.',
      'Changing or resetting your password signs out your other sessions.',
      'Requests that would change your data are refused when they come from another website.',
      'Our pages only load code and images from our own address (a strict Content Security Policy).',
    ],
  },
  {
    heading: '5. Who else processes your data',
    paragraphs: [
      'Only the services needed to run DateCrunch: our hosting and database provider, the e-mail service that delivers our messages, the payment provider for Premium purchases, file storage for profile pictures, an AI provider only when one is configured for analysis, and the push service of your browser maker (Google, Mozilla, Apple, Microsoft) when you enable notifications. Push messages are encrypted end to end, so the push service cannot read them, and they never contain your date descriptions.',
    ],
  },
  {
    heading: '6. How long we keep it',
    list: [
      'Account, profile, dates and analyses: until you delete them or your account.',
      'Cancelling Premium does not delete anything; your account continues on the free plan.',
      'Invoices: as long as tax law requires us to keep them, even after the account is deleted, without your date descriptions.',
      'Sessions: until they expire or you sign out. Abuse counters: until their time window ends.',
      'Waitlist e-mails: until DateConnect launches and we have told you, or until you ask us to remove you.',
    ],
  },
];

const YOUR_RIGHTS: TextSection[] = [
  {
    heading: '8. Children',
    paragraphs: [
      'DateCrunch is for adults only. We do not knowingly hold data of anyone under 18; if we learn of it, we delete the account.',
    ],
  },
  {
    heading: '9. Changes to this policy',
    paragraphs: [
      'When we change this policy we update the date at the top. If a change affects how we use data you already gave us, we tell you by e-mail or in the app before it takes effect.',
    ],
  },
];

/** /privacy-policy (public). Describes exactly what the server stores (docs/decisions/0301). */
export default function PrivacyPolicyPage() {
  const { supportEmail } = useMeta();
  return (
    <ContentLayout
      title="Privacy Policy"
      lastUpdated={LEGAL_VERSIONS.privacy}
      intro="What you write about your dates is intimate. This page says exactly what we keep, how we protect it and how you take it with you or erase it."
    >
      <Sections sections={WHAT_WE_STORE} />
      <Section
        heading="7. Your rights: see, export, correct and delete"
        paragraphs={[
          'You can see your dates and analyses at any time in your date history, and change your display name, phone number and notification preferences in Settings.',
          'Export: in Settings → Security choose "Export my data" to download a JSON file with your profile and all your date entries with their analyses.',
          'Delete: in Settings → Security choose "Delete my account" and confirm with your password. We erase your account, profile, every date entry and analysis, your profile picture, your push subscriptions and your sessions at once. Only invoices we must keep by law remain.',
          'Turn off notifications in Settings → Notifications or in your browser. Removing the app or blocking notifications stops them too.',
        ]}
      >
        <p>
          For anything else, including a copy of data not covered by the export, a correction you
          cannot make yourself, removal from the DateConnect waitlist or a complaint, write to{' '}
          <a className="font-medium text-brand-800 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          . We answer within 30 days. You may also complain to your local data protection authority.
        </p>
      </Section>
      <Sections sections={YOUR_RIGHTS} />
      <p className="text-sm text-muted">
        See also our{' '}
        <Link className="text-brand-800 underline" to="/cookie-policy">
          Cookie Policy
        </Link>{' '}
        and{' '}
        <Link className="text-brand-800 underline" to="/terms-of-service">
          Terms of Service
        </Link>
        .
      </p>
    </ContentLayout>
  );
}
