import { ArrowLeft, Brain, HeartHandshake, ShieldCheck, Sparkles } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { COMPATIBILITY_FACTORS_CLAIM } from '../../../shared/constants';
import { buttonClasses } from '../../components/ui/button';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useBack } from '../../lib/use-back';
import { useIsNarrow } from '../../lib/use-media-query';
import { SAMPLE_PROFILES } from './sample-profiles';
import { WaitlistForm } from './waitlist-form';

const POINTS = [
  { icon: Brain, text: `Matches scored on ${COMPATIBILITY_FACTORS_CLAIM} compatibility factors` },
  { icon: HeartHandshake, text: 'Informed by what your own date analyses reveal' },
  { icon: ShieldCheck, text: 'Private by design, adults only' },
] as const;

function DemoTab() {
  return (
    <div className="space-y-4">
      <p className="text-muted">
        Try the swipe experience with five sample profiles. Swipe right to like, left to pass, up or
        down for maybe.
      </p>
      <ul className="flex -space-x-3" aria-label="Sample profiles in the demo">
        {SAMPLE_PROFILES.map((p) => (
          <li key={p.id}>
            <img
              src={p.images[0]}
              alt={`Sample profile ${p.name}`}
              width={56}
              height={56}
              className="h-14 w-14 rounded-full border-2 border-white object-cover"
            />
          </li>
        ))}
      </ul>
      <Link to="/date-connect/swipe" className={cn(buttonClasses('primary', 'lg'), 'w-full')}>
        <Sparkles aria-hidden className="h-5 w-5" /> Try the Swipe Demo
      </Link>
      <p className="text-xs text-muted">
        A demo: the profiles are illustrations made by us, not real people.
      </p>
    </div>
  );
}

function WaitlistTab() {
  return (
    <div className="space-y-4">
      <p className="text-muted">
        DateConnect is not open yet. Join the waitlist and we will e-mail you when it launches.
      </p>
      <WaitlistForm />
    </div>
  );
}

function DateConnectTabs({ narrow }: { narrow: boolean }) {
  return (
    <Tabs.Root defaultValue="demo" className="w-full">
      <Tabs.List
        aria-label="DateConnect"
        className={cn(
          'grid grid-cols-2 rounded-full bg-brand-100 p-1',
          narrow ? 'w-full' : 'max-w-sm',
        )}
      >
        {(['demo', 'waitlist'] as const).map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="rounded-full px-4 py-2 text-sm font-semibold text-brand-900 data-[state=active]:bg-white data-[state=active]:shadow"
          >
            {value === 'demo' ? 'Demo' : 'Waitlist'}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="demo" className="mt-6">
        <DemoTab />
      </Tabs.Content>
      <Tabs.Content value="waitlist" className="mt-6">
        <WaitlistTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function BackButton() {
  const back = useBack('/');
  return (
    <Button variant="secondary" size="sm" onClick={back}>
      <ArrowLeft aria-hidden className="h-4 w-4" /> Back
    </Button>
  );
}

/** /date-connect: the matching preview, with separate narrow and wide layouts (spec 02 §2). */
export default function DateConnectPage() {
  const narrow = useIsNarrow();
  const heading = (
    <>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Coming soon</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight md:text-5xl">DateConnect</h1>
      <p className="mt-3 text-lg text-muted">
        AI matching that learns from how your dates actually go.
      </p>
    </>
  );

  if (narrow) {
    return (
      <div className="bg-gradient-to-b from-brand-50 to-white px-4 pb-12 pt-4">
        <BackButton />
        <div className="mt-6">{heading}</div>
        <div className="mt-6">
          <DateConnectTabs narrow />
        </div>
        <ul className="mt-10 space-y-3">
          {POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <BackButton />
        <div className="mt-8 grid items-start gap-12 md:grid-cols-2">
          <div>
            {heading}
            <ul className="mt-8 space-y-4">
              {POINTS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-lg">
                  <Icon aria-hidden className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
            <img
              src={SAMPLE_PROFILES[0]!.images[0]}
              alt=""
              width={300}
              height={400}
              className="mt-10 hidden w-56 rotate-[-4deg] rounded-3xl shadow-xl lg:block"
            />
          </div>
          <div className="rounded-3xl border border-brand-100 bg-white p-8 shadow-sm">
            <DateConnectTabs narrow={false} />
          </div>
        </div>
      </div>
    </div>
  );
}
