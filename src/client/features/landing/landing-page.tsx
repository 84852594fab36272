import { Link } from 'react-router';
import { FREE_ANALYSIS_LIMIT } from '../../../shared/constants';
import { FeatureCards } from '../../components/marketing/feature-cards';
import { HowItWorks } from '../../components/marketing/how-it-works';
import { SignUpCta } from '../../components/marketing/sign-up-cta';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../auth/session-provider';
import { HeroVideo } from './hero-video';

export default function LandingPage() {
  const { isSignedIn, isLoaded } = useSession();
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative flex min-h-[calc(100dvh-4rem)] items-center overflow-hidden bg-brand-900 text-white"
      >
        <HeroVideo />
        <div aria-hidden className="absolute inset-0 bg-black/45" />
        <div className="relative mx-auto max-w-4xl px-4 py-20 text-center">
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-6xl">
            Date with Intelligence
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-white/90 sm:text-xl">
            Reflect on your dating life and build better connections
          </p>
          <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to="/analyze" className={buttonClasses('primary', 'lg')}>
              Crunch My Date
            </Link>
            <Link to="/date-connect" className={buttonClasses('secondary', 'lg')}>
              Try the matching demo
            </Link>
            <Link to="/features" className={buttonClasses('outline', 'lg')}>
              Learn About Features
            </Link>
          </div>
          {/* Kept in the layout (invisible) until the session is known, so nothing shifts. */}
          {!isSignedIn ? (
            <div
              className={`mt-4 flex items-center justify-center gap-3 ${isLoaded ? '' : 'invisible'}`}
              aria-hidden={!isLoaded}
            >
              <Link to="/sign-in" className={buttonClasses('outline', 'md')}>
                Log In
              </Link>
              <Link to="/sign-up" className={buttonClasses('outline', 'md')}>
                Sign Up
              </Link>
            </div>
          ) : null}
          <p className="mt-6 text-sm text-white/85">
            No credit card • {FREE_ANALYSIS_LIMIT} free insights • Cancel anytime
          </p>
        </div>
      </section>
      <HowItWorks />
      <FeatureCards />
      <SignUpCta />
    </>
  );
}
