import { Link } from 'react-router';
import { COMPATIBILITY_FACTORS_CLAIM } from '../../../shared/constants';
import { buttonClasses } from '../../components/ui/button';
import { useMeta } from '../../lib/use-meta';
import { ContentLayout, Section, Sections } from './content-layout';

/** /about-our-brand (public): story, intellectual property notice, support, link to /faqs. */
export default function AboutOurBrandPage() {
  const { supportEmail } = useMeta();
  return (
    <ContentLayout
      title="About Our Brand"
      intro="DateCrunch exists because the most useful thing after a date is an honest second look."
    >
      <Sections
        sections={[
          {
            heading: 'Our story',
            paragraphs: [
              'Most of us replay dates in our heads or in group chats, where friends mean well but mostly tell us what we want to hear. DateCrunch started from a simple idea: write down how it went, while it is fresh, and get a calm, honest read on it. What went well, what felt off, and what you might do differently next time.',
              `The analysis looks at what you describe: how the conversation flowed, how you felt, signs of interest and respect, and patterns worth noticing, across ${COMPATIBILITY_FACTORS_CLAIM} compatibility factors. Over time your history shows how your dating life is changing, not just how one evening went.`,
            ],
          },
          {
            heading: 'What we believe',
            list: [
              'Honesty over flattery: a useful analysis sometimes says what you did not want to hear.',
              'Privacy by design: what you write is encrypted at rest and never used for ads.',
              'Safety first: red flags are highlighted, and when a description suggests danger we point to real help.',
              'Respect for the people you date: we ask you to write about them fairly and without identifying details.',
              'Adults only: DateCrunch is for people aged 18 and over.',
            ],
          },
          {
            heading: 'The name and the heart',
            paragraphs: [
              '"Crunch" is what we do with a date: take everything you noticed and turn it into a few clear numbers and a handful of insights. The pink of our brand is warm on purpose: reflection should feel kind, not clinical.',
            ],
          },
        ]}
      />
      <Section
        heading="Intellectual property notice"
        paragraphs={[
          'DateCrunch, the DateCrunch logo, DateConnect and the "Date with Intelligence" tagline are trademarks of DateCrunch. The app\'s design, text, illustrations, the analysis engine and its scoring are protected by copyright. You may not copy, reproduce or use them to build a competing service without our written permission.',
          'What you write stays yours. By using the service you let us store and process your descriptions only to provide the analysis and your history to you, as described in the Terms of Service and the Privacy Policy.',
          'The sample profiles in the DateConnect demo are illustrations made by us; they do not depict real people.',
        ]}
      />
      <Section heading="Support">
        <p>
          Questions, feedback or press enquiries: write to{' '}
          <a className="font-medium text-brand-800 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          . A person reads every message.
        </p>
        <p>Many answers are already in our FAQ.</p>
        <Link to="/faqs" className={buttonClasses('primary', 'md')}>
          Read the FAQs
        </Link>
      </Section>
    </ContentLayout>
  );
}
