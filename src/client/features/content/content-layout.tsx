import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../components/layout/logo';
import { Button } from '../../components/ui/button';
import { useBack } from '../../lib/use-back';

export function BackButton({ fallback }: { fallback?: string }) {
  const back = useBack(fallback);
  return (
    <Button variant="secondary" size="sm" onClick={back}>
      <ArrowLeft aria-hidden className="h-4 w-4" /> Back
    </Button>
  );
}

/** The frame of every static page: logo to /, a Back button, the title and the text. */
export function ContentLayout({
  title,
  intro,
  lastUpdated,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Legal pages: the fixed date of this version of the document (DECISIONS). */
  lastUpdated?: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
        <div className="flex items-center justify-between gap-4">
          <Logo />
          <BackButton />
        </div>
        <header className="mt-10">
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
          {lastUpdated ? (
            <p className="mt-2 text-sm text-muted">Last Updated: {lastUpdated}</p>
          ) : null}
          {intro ? <div className="mt-4 text-lg text-muted">{intro}</div> : null}
        </header>
        <article className="mt-10 space-y-10 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm md:p-10">
          {children}
        </article>
      </div>
    </div>
  );
}

export interface TextSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

/** A heading with its paragraphs and an optional bulleted list. */
export function Section({
  heading,
  paragraphs = [],
  list,
  children,
}: TextSection & { children?: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-bold text-ink">{heading}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink/90">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {list ? (
          <ul className="list-disc space-y-1.5 pl-6">
            {list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
    </section>
  );
}

export function Sections({ sections }: { sections: TextSection[] }) {
  return (
    <>
      {sections.map((s) => (
        <Section key={s.heading} {...s} />
      ))}
    </>
  );
}
