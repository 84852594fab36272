import { ArrowLeft, RefreshCw, Smartphone, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureCards } from '../../components/marketing/feature-cards';
import { HowItWorks } from '../../components/marketing/how-it-works';
import { SignUpCta } from '../../components/marketing/sign-up-cta';
import { Logo } from '../../components/layout/logo';

const MOBILE = [
  {
    icon: Smartphone,
    title: 'Native-like experience',
    text: 'Install DateCrunch on your home screen and it opens full-screen, like any other app.',
  },
  {
    icon: Zap,
    title: 'Real-time insights',
    text: 'Write on the way home and get your analysis in seconds, while the date is still fresh.',
  },
  {
    icon: RefreshCw,
    title: 'Seamless sync',
    text: 'Your history is kept with your account, so it is the same on your phone and your laptop.',
  },
] as const;

const STORES = ['App Store', 'Google Play'] as const;

/** /features and /about: the header is hidden here (spec 01 §2). */
export default function FeaturesPage() {
  return (
    <>
      <div className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link
            to="/"
            className="inline-flex items-center gap-2 text-sm font-medium text-brand-800 hover:underline"
          >
            <ArrowLeft aria-hidden className="h-4 w-4" /> Back to home
          </Link>
          <Logo />
        </div>
      </div>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center md:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">Features</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            DateCrunch turns how a date felt into something you can learn from: an honest score, the
            flags worth noticing, and tips for next time.
          </p>
        </div>
      </section>
      <HowItWorks />
      <FeatureCards />
      <section
        aria-labelledby="mobile-experience"
        className="mx-auto max-w-6xl px-4 py-16 md:py-24"
      >
        <h2 id="mobile-experience" className="text-center text-3xl font-extrabold md:text-4xl">
          Mobile Experience
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {MOBILE.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-brand-100 p-6">
              <Icon aria-hidden className="h-7 w-7 text-brand-700" />
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <ul
          className="mx-auto mt-10 flex max-w-xl flex-col gap-4 sm:flex-row"
          aria-label="App stores"
        >
          {STORES.map((store) => (
            <li key={store} className="flex-1">
              <div
                aria-disabled="true"
                className="flex cursor-not-allowed flex-col items-center rounded-2xl bg-gray-100 px-6 py-4 text-center text-gray-700"
              >
                <span className="text-xs uppercase tracking-wide">Available Soon On</span>
                <span className="text-lg font-bold">{store}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <SignUpCta />
    </>
  );
}
