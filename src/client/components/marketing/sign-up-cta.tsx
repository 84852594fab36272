import { Link } from 'react-router';
import { FREE_ANALYSIS_LIMIT } from '../../../shared/constants';
import { useSession } from '../../features/auth/session-provider';
import { buttonClasses } from '../ui/button';

/** Shown only to visitors (spec 01 §2). */
export function SignUpCta() {
  const { isSignedIn, isLoaded } = useSession();
  if (!isLoaded || isSignedIn) return null;
  return (
    <section aria-labelledby="sign-up-cta" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center md:py-20">
        <h2 id="sign-up-cta" className="text-3xl font-extrabold md:text-4xl">
          Ready to understand your dates better?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-100">
          Create a free account to keep a private history of your dates and watch your patterns
          change.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/sign-up" className={buttonClasses('secondary', 'lg')}>
            Get Started Free
          </Link>
          <Link to="/pricing" className={buttonClasses('outline', 'lg')}>
            View Pricing
          </Link>
        </div>
        <p className="mt-5 text-sm text-brand-100">
          No credit card required • {FREE_ANALYSIS_LIMIT} free analyses • Cancel anytime
        </p>
      </div>
    </section>
  );
}
