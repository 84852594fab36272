import { ExternalLink } from 'lucide-react';
import { ContentLayout, Section, Sections } from './content-layout';

interface Resource {
  name: string;
  href: string;
  text: string;
}

/** Well-established, free services. Links open in a new tab. */
const HELP_NOW: Resource[] = [
  {
    name: 'National Domestic Violence Hotline (US)',
    href: 'https://www.thehotline.org',
    text: 'Call 1-800-799-7233 or text START to 88788, any time, free and confidential. Also chat on their website.',
  },
  {
    name: 'RAINN (US)',
    href: 'https://www.rainn.org',
    text: 'National Sexual Assault Hotline: 1-800-656-4673, any time, with online chat.',
  },
  {
    name: 'love is respect (US)',
    href: 'https://www.loveisrespect.org',
    text: 'For young adults: call 1-866-331-9474 or text LOVEIS to 22522 about dating abuse and healthy relationships.',
  },
  {
    name: '988 Suicide & Crisis Lifeline (US)',
    href: 'https://988lifeline.org',
    text: 'Call or text 988 if you are in emotional distress or crisis.',
  },
];

const GROWTH: Resource[] = [
  {
    name: 'The Gottman Institute blog',
    href: 'https://www.gottman.com/blog/',
    text: 'Research-based articles on communication, conflict and trust in relationships.',
  },
  {
    name: 'Psychology Today: therapist directory',
    href: 'https://www.psychologytoday.com/us/therapists',
    text: 'Find a licensed therapist by location, speciality and insurance.',
  },
];

function ResourceList({ items }: { items: Resource[] }) {
  return (
    <ul className="space-y-4">
      {items.map((r) => (
        <li key={r.href} className="rounded-xl border border-brand-100 p-4">
          <a
            href={r.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline"
          >
            {r.name}
            <ExternalLink aria-hidden className="h-4 w-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <p className="mt-1 text-ink/90">{r.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** /relationship-resources: where to get help, and reading for healthier relationships. */
export default function RelationshipResourcesPage() {
  return (
    <ContentLayout
      title="Relationship Resources"
      intro="DateCrunch helps you reflect. Some moments need more than reflection: here is where to turn."
    >
      <Section
        heading="If you need help now"
        paragraphs={[
          'If you are in immediate danger, call your local emergency number (911 in the US, 112 in the EU, 999 in the UK). Outside the US, your local emergency number or a search for "domestic abuse helpline" with your country name will find a free local service.',
        ]}
      >
        <ResourceList items={HELP_NOW} />
      </Section>
      <Sections
        sections={[
          {
            heading: 'Signs a relationship is not healthy',
            list: [
              'They check your phone, control your money or decide who you may see.',
              'You feel you must walk on eggshells to avoid their anger.',
              'They pressure you into sex or anything else you do not want.',
              'They put you down, then blame you for being upset.',
              'Early intensity: declarations of love or talk of the future within days, and sulking when you slow down.',
            ],
          },
          {
            heading: 'Signs it is going well',
            list: [
              'You can say no, or not yet, and it is accepted without punishment.',
              'Disagreements are about the issue and get resolved; neither of you keeps score.',
              'You feel more like yourself around them, not less.',
              'Plans are made and kept; effort goes both ways.',
            ],
          },
        ]}
      />
      <Section heading="For growing together">
        <ResourceList items={GROWTH} />
      </Section>
    </ContentLayout>
  );
}
