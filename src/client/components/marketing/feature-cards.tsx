import { Heart, Lightbulb, MessagesSquare, ShieldAlert, TrendingUp, Users } from 'lucide-react';
import { COMPATIBILITY_FACTORS_CLAIM } from '../../../shared/constants';

const CARDS = [
  {
    icon: Heart,
    title: 'Compatibility Scoring',
    text: `A 0-100 estimate built from ${COMPATIBILITY_FACTORS_CLAIM} signals in what you write: shared interests, respect, humour, follow-up.`,
  },
  {
    icon: ShieldAlert,
    title: 'Red Flag Detection',
    text: 'Pressure, disrespect, control, dishonesty and safety concerns, each shown with the sentence it rests on.',
  },
  {
    icon: TrendingUp,
    title: 'Progress Tracking',
    text: 'Your private history charts scores, compatibility and recurring patterns over time as you level up.',
  },
  {
    icon: Lightbulb,
    title: 'Personalized Tips',
    text: 'Tips that name your situation and explain why, so you know what to try on the next date.',
  },
  {
    icon: Users,
    title: 'Community Insights',
    text: 'Guides, dating wisdom and success stories drawn from common patterns, in our resource library.',
  },
  {
    icon: MessagesSquare,
    title: 'Smart Conversations',
    text: 'See how the conversation flowed: who asked, who listened, where it clicked, and how to build on it.',
  },
] as const;

export function FeatureCards() {
  return (
    <section aria-labelledby="feature-cards" className="bg-brand-50/60">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
        <h2 id="feature-cards" className="text-center text-3xl font-extrabold md:text-4xl">
          Everything You Need to Date Smarter
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CARDS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
              <Icon aria-hidden className="h-7 w-7 text-brand-700" />
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
