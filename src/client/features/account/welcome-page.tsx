import { BarChart3, PenLine, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_ANALYSIS_LIMIT, PRODUCT_NAME } from '../../../shared/constants';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSession } from '../auth/session-provider';

const STEPS = [
  {
    icon: PenLine,
    title: 'Write how it went',
    text: 'Describe your date in your own words: where you went, what you talked about, how you felt.',
  },
  {
    icon: Sparkles,
    title: 'Get an honest analysis',
    text: 'A score, the sentiment of your date, red flags if there were any, and a compatibility estimate.',
  },
  {
    icon: BarChart3,
    title: 'Grow with every date',
    text: 'Personalised tips, your date history and a level that rises as you reflect.',
  },
];

/** First-run page after the e-mail is confirmed (DECISIONS): how it works and 'Crunch My Date'. */
export default function WelcomePage() {
  const { user, profile, isPremium } = useSession();
  // The display name from Settings is used in greetings; the first name until one is set.
  const name = profile?.display_name || user?.first_name;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">
        Welcome to {PRODUCT_NAME}
        {name ? `, ${name}` : ''}!
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Your e-mail is confirmed and your account is ready. Here is how it works.
      </p>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title}>
            <Card className="h-full">
              <step.icon aria-hidden className="h-8 w-8 text-brand-700" />
              <h2 className="mt-3 text-lg font-semibold text-ink">
                {i + 1}. {step.title}
              </h2>
              <p className="mt-1 text-muted">{step.text}</p>
            </Card>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col items-start gap-3">
        <Link to="/analyze" className={buttonClasses('primary', 'lg')}>
          Crunch My Date
        </Link>
        {isPremium ? null : (
          <p className="text-sm text-muted">Your first {FREE_ANALYSIS_LIMIT} analyses are free.</p>
        )}
      </div>
    </div>
  );
}
