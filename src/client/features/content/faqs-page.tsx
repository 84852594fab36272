import { Accordion } from 'radix-ui';
import {
  ChevronDown,
  Cpu,
  CreditCard,
  HelpCircle,
  LifeBuoy,
  Lock,
  Search,
  Sparkles,
  Star,
  Wrench,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { useMeta } from '../../lib/use-meta';
import { ContentLayout } from './content-layout';
import { FAQ_CATEGORY_LABELS, FAQ_ITEMS, type FaqCategory, type FaqItem } from './faq-items';

const ICONS: Record<FaqCategory, LucideIcon> = {
  general: HelpCircle,
  privacy: Lock,
  subscription: Star,
  technology: Cpu,
  technical: Wrench,
  support: LifeBuoy,
  billing: CreditCard,
  branding: Sparkles,
};

/** Every word of the query must appear in the question, the answer or the category. */
export function matchesFaq(item: FaqItem, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack =
    `${item.question} ${item.answer} ${FAQ_CATEGORY_LABELS[item.category]}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** /faqs (signed in): searchable accordion, 'No results found', support section (spec 02 §2). */
export default function FaqsPage() {
  const { supportEmail } = useMeta();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const results = useMemo(() => FAQ_ITEMS.filter((i) => matchesFaq(i, query)), [query]);

  return (
    <ContentLayout
      title="Frequently Asked Questions"
      intro="Answers about DateCrunch, your privacy, Premium and the app."
    >
      <div role="search">
        <Label htmlFor={searchId}>Search the FAQs</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Try “refund” or “privacy”"
            className="pl-10 pr-12 [&::-webkit-search-cancel-button]:hidden"
          />
          {query ? (
            <button
              type="button"
              onClick={() => setQuery('')}
              aria-label="Clear search"
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full p-1.5 text-muted hover:bg-brand-50"
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          ) : null}
        </div>
        <p className="sr-only" aria-live="polite">
          {query ? `${results.length} matching questions` : ''}
        </p>
      </div>

      {results.length === 0 ? (
        <div className="rounded-xl bg-brand-50 p-8 text-center">
          <p className="text-lg font-semibold">No results found</p>
          <p className="mt-1 text-muted">No question matches “{query}”.</p>
          <Button className="mt-4" variant="secondary" onClick={() => setQuery('')}>
            Show all FAQs
          </Button>
        </div>
      ) : (
        <Accordion.Root type="multiple" className="divide-y divide-brand-100">
          {results.map((item) => {
            const Icon = ICONS[item.category];
            return (
              <Accordion.Item key={item.question} value={item.question}>
                <Accordion.Header asChild>
                  <h2>
                    <Accordion.Trigger className="group flex w-full items-center gap-3 py-4 text-left font-semibold hover:text-brand-800">
                      <Icon aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
                      <span className="flex-1">{item.question}</span>
                      <span className="sr-only">({FAQ_CATEGORY_LABELS[item.category]})</span>
                      <ChevronDown
                        aria-hidden
                        className="h-5 w-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                      />
                    </Accordion.Trigger>
                  </h2>
                </Accordion.Header>
                <Accordion.Content className="pb-4 pl-8 leading-relaxed text-ink/90">
                  {item.answer}
                </Accordion.Content>
              </Accordion.Item>
            );
          })}
        </Accordion.Root>
      )}

      <section aria-labelledby="faq-support" className="rounded-xl bg-brand-50 p-6 text-center">
        <h2 id="faq-support" className="text-xl font-bold">
          Still have questions?
        </h2>
        <p className="mt-2 text-muted">Our support team reads every message.</p>
        <a
          href={`mailto:${supportEmail}`}
          className="mt-4 inline-flex h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Contact {supportEmail}
        </a>
      </section>
    </ContentLayout>
  );
}
