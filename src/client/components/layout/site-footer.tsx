import { Link } from 'react-router';
import { SOCIAL_LINKS } from '../../../shared/constants';
import { useMeta } from '../../lib/use-meta';
import { Logo } from './logo';

const GROUPS = [
  {
    title: 'Main',
    links: [
      { to: '/', label: 'Home' },
      { to: '/analyze', label: 'Crunch a Date' },
      { to: '/history', label: 'Date History' },
      { to: '/features', label: 'Features' },
      { to: '/pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/faqs', label: 'FAQs' },
      { to: '/connection-guidelines', label: 'Date Analysis Guidelines' },
      { to: '/relationship-resources', label: 'Relationship Resources' },
      { to: '/dating-wisdom', label: 'Dating Wisdom' },
    ],
  },
  {
    title: 'Community',
    links: [
      { to: '/date-connect', label: 'DateConnect' },
      { to: '/success-stories', label: 'Success Stories' },
      { to: '/promo-codes', label: 'Promo Codes' },
      { to: '/about-our-brand', label: 'About Our Brand' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/cookie-policy', label: 'Cookie Policy' },
      { to: '/refund-policy', label: 'Refund Policy' },
    ],
  },
] as const;

export function SiteFooter() {
  const { supportEmail } = useMeta();
  return (
    <footer className="border-t border-brand-100 bg-brand-50/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-muted">
            Reflect on your dating life and build better connections. Honest date analysis for
            adults, private by design.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="DateCrunch on social media">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-9 items-center rounded-full border border-brand-200 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
                >
                  {s.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-bold uppercase tracking-wide text-ink">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-100">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm text-muted md:flex-row md:justify-between">
          <p>
            Need help? Contact us at{' '}
            <a className="font-medium text-brand-800 underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
          <p>© {new Date().getFullYear()} DateCrunch. For adults 18+.</p>
        </div>
      </div>
    </footer>
  );
}
