import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useMeta } from '../../lib/use-meta';
import { ContentLayout, Section } from './content-layout';

/**
 * Written by our team to show how people use DateCrunch. They are not testimonials of real
 * users, and the page says so (DECISIONS: nothing faked).
 */
const EXAMPLES = [
  {
    title: 'Seeing the pattern',
    text: 'After crunching five first dates, the history shows the same tip again and again: ask more follow-up questions. On the next date you focus on listening, and for the first time the analysis notes a balanced conversation and mutual interest.',
  },
  {
    title: 'Trusting the uneasy feeling',
    text: 'A charming second date leaves you oddly tense. Writing it down, you notice how often they dismissed your plans. The analysis flags controlling behaviour; it puts words to the feeling, and you decide not to meet again.',
  },
  {
    title: 'Slowing down',
    text: 'Three dates in a week, each described as "amazing", but the scores drop as the week goes on and the tips mention fatigue. You space out your dates, and both your mood and your scores recover.',
  },
] as const;

/** /success-stories: illustrative uses of the product, clearly labelled, and how to share one. */
export default function SuccessStoriesPage() {
  const { supportEmail } = useMeta();
  return (
    <ContentLayout
      title="Success Stories"
      intro="What success with DateCrunch looks like: not a perfect score, but seeing your dating life more clearly."
    >
      <Section heading="How people use DateCrunch">
        <p className="rounded-xl bg-brand-50 p-4 text-sm">
          These are illustrative examples written by our team to show how the features fit together.
          They are not quotes from real users.
        </p>
        <ul className="mt-4 space-y-4">
          {EXAMPLES.map((e) => (
            <li key={e.title} className="rounded-xl border border-brand-100 p-5">
              <h3 className="font-bold">{e.title}</h3>
              <p className="mt-2 text-ink/90">{e.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        heading="Share your story"
        paragraphs={[
          "Did DateCrunch help you notice something, change a habit or find someone good for you? We would love to hear about it. We publish real stories only with the writer's explicit permission, with a first name or pseudonym of their choice, and never with the other person's details.",
        ]}
      >
        <p>
          Write to{' '}
          <a className="font-medium text-brand-800 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>{' '}
          with the subject "My story".
        </p>
        <Link to="/analyze" className={buttonClasses('primary', 'md')}>
          Crunch a Date
        </Link>
      </Section>
    </ContentLayout>
  );
}
