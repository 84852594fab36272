import { Link } from 'react-router';
import { MIN_DESCRIPTION_LENGTH } from '../../../shared/constants';
import { buttonClasses } from '../../components/ui/button';
import { ContentLayout, Section, Sections } from './content-layout';

/** /connection-guidelines: Date Analysis Guidelines, how to write a date for a useful analysis. */
export default function ConnectionGuidelinesPage() {
  return (
    <ContentLayout
      title="Date Analysis Guidelines"
      intro="The analysis can only be as good as the description. A few minutes of honest writing gets you a far more useful read."
    >
      <Sections
        sections={[
          {
            heading: '1. Write soon, write freely',
            paragraphs: [
              'Write within a day of the date, while details and feelings are fresh. You need more than ' +
                `${MIN_DESCRIPTION_LENGTH} characters to start, but a few paragraphs work best. Do not polish it: the way you naturally describe things carries signal too.`,
            ],
          },
          {
            heading: '2. Cover the whole arc',
            list: [
              'Before: how you met, how plans were made, what you expected.',
              'The date itself: where you went, what you talked about, who asked questions, any awkward or lovely moments.',
              'The ending: how you said goodbye, whether next steps came up.',
              'After: messages since, and how you feel now.',
            ],
          },
          {
            heading: '3. Describe behaviour, then feelings',
            paragraphs: [
              '"They checked their phone through dinner and interrupted me twice" says more than "they were rude". Write what happened, then how it made you feel. Both matter: the analysis weighs what you observed and how you reacted to it.',
            ],
          },
          {
            heading: '4. Be honest about yourself too',
            paragraphs: [
              'Mention if you were nervous, late, distracted or came on strong. The tips are about what you can do next time, and they get better when the description includes your side.',
            ],
          },
          {
            heading: '5. Protect the other person',
            list: [
              'Use a first name or a nickname, never a full name.',
              'Leave out phone numbers, addresses, workplaces, social media handles and photos.',
              'Describe, do not expose: DateCrunch is for your reflection, not for rating people publicly.',
            ],
          },
          {
            heading: '6. Reading your results',
            list: [
              'The score (out of 100) reflects how the date went as you described it, not the worth of either person.',
              'Red flags are prompts to think, not verdicts. No red flags does not prove someone is safe.',
              'Compatibility is an estimate from one description; it becomes meaningful across several dates.',
              'Look at the tips and patterns over your history: that is where real change shows.',
            ],
          },
        ]}
      />
      <Section
        heading="If a date left you feeling unsafe"
        paragraphs={[
          'Trust that feeling. If you are in danger, call your local emergency number. The Relationship Resources page lists free, confidential services you can contact any time.',
        ]}
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/relationship-resources" className={buttonClasses('secondary', 'md')}>
            Relationship Resources
          </Link>
          <Link to="/analyze" className={buttonClasses('primary', 'md')}>
            Crunch a Date
          </Link>
        </div>
      </Section>
    </ContentLayout>
  );
}
