import { Brain, PenLine, Sparkles } from 'lucide-react';

const STEPS = [
  {
    icon: PenLine,
    title: 'Share Your Experience',
    text: 'Write how your date went in your own words: what you talked about, how it felt, what surprised you.',
  },
  {
    icon: Brain,
    title: 'AI Deep Analysis',
    text: 'Our engine reads for red and green flags, the emotions in play and how the conversation flowed, quoting your own words as evidence.',
  },
  {
    icon: Sparkles,
    title: 'Personalized Insights',
    text: 'Get a score out of 100, a compatibility estimate and tips tied to what actually happened, not generic advice.',
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-16 md:py-24">
      <h2 id="how-it-works" className="text-center text-3xl font-extrabold md:text-4xl">
        How It Works
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted">
        Three steps from a first impression to a clearer picture.
      </p>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span>
            </div>
            <h3 className="mt-4 text-xl font-bold">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
