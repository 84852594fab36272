import { STORAGE_KEYS } from '../../../shared/constants';
import { useMeta } from '../../lib/use-meta';
import { ContentLayout, Section, Sections } from './content-layout';
import { LEGAL_VERSIONS } from './legal-versions';

const STORED = [
  {
    name: 'datecrunch.session_token',
    kind: 'Cookie, http-only',
    purpose:
      'The session cookie: keeps you signed in. Scripts on the page cannot read it. Ends when you sign out or it expires.',
  },
  {
    name: STORAGE_KEYS.termsAccepted,
    kind: 'Local storage',
    purpose:
      'Remembers when you accepted the terms, so the terms dialog does not reappear on this device.',
  },
  {
    name: STORAGE_KEYS.promoCode,
    kind: 'Local storage',
    purpose: 'Holds a promotional code you applied until you check out.',
  },
  {
    name: STORAGE_KEYS.installDismissed,
    kind: 'Local storage',
    purpose: 'Remembers that you dismissed the "install the app" card.',
  },
  {
    name: `${STORAGE_KEYS.level}, ${STORAGE_KEYS.dates}, ${STORAGE_KEYS.history}, ${STORAGE_KEYS.user}`,
    kind: 'Local storage',
    purpose:
      'A copy of your level, counts and recent history so pages show quickly. Cleared when you sign out.',
  },
  {
    name: 'App cache (service worker)',
    kind: 'Cache storage',
    purpose:
      "The app's own code, styles, icons and offline page, so it starts fast and works offline. Never your date descriptions or anything from our API.",
  },
] as const;

/** /cookie-policy (public): every cookie and local storage entry the app sets. */
export default function CookiePolicyPage() {
  const { supportEmail } = useMeta();
  return (
    <ContentLayout
      title="Cookie Policy"
      lastUpdated={LEGAL_VERSIONS.cookies}
      intro="DateCrunch uses one cookie and a few local storage entries, all needed for the app to work. No advertising, analytics or third-party cookies."
    >
      <Section heading="What we store in your browser">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption className="sr-only">Cookies and storage used by DateCrunch</caption>
            <thead>
              <tr className="border-b border-brand-100">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Type
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Why
                </th>
              </tr>
            </thead>
            <tbody>
              {STORED.map((row) => (
                <tr key={row.name} className="border-b border-brand-50 align-top">
                  <td className="py-2 pr-4 font-mono text-xs break-all">{row.name}</td>
                  <td className="py-2 pr-4">{row.kind}</td>
                  <td className="py-2">{row.purpose}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Sections
        sections={[
          {
            heading: 'Why there is no cookie banner',
            paragraphs: [
              'Everything listed above is strictly necessary to provide the service you asked for: signing in, remembering your choices and running the installable app. Such storage does not need consent, and we set nothing else.',
            ],
          },
          {
            heading: 'Your choices',
            list: [
              'Signing out removes the session cookie and the cached copies of your level, counts and history.',
              'You can clear cookies and site data for DateCrunch in your browser settings at any time; you will then need to sign in again.',
              'Blocking cookies entirely prevents signing in.',
            ],
          },
        ]}
      />
      <p className="text-sm text-muted">
        Questions? Write to{' '}
        <a className="font-medium text-brand-800 underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
        .
      </p>
    </ContentLayout>
  );
}
