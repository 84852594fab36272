import { Award, ChevronDown, Compass } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { CRUNCH_MESSAGES, type TCrunchResponse } from '../../../shared/crunch';
import {
  EffectivenessBadge,
  PercentBar,
  ScoreStars,
} from '../../components/analysis/score-display';
import { Card } from '../../components/ui/card';
import { useSession } from '../auth/session-provider';
import { HighlightedText } from './highlighted-text';
import { PremiumInsights } from './premium-insights';
import { quoteRanges } from './quote-ranges';
import { ResultsActions } from './results-actions';
import { FlagsSection, JourneyCard, SentimentCard, TipsSection } from './results-details';
import { DangerResults } from './danger-results';
import { SafetyPanel } from './safety-panel';

interface ResultsScreenProps {
  result: TCrunchResponse;
  text: string;
  onCrunchAnother: () => void;
  onUpgrade: () => void;
}

/** The results screen, titled 'DateCrunch Results' (spec 01 §2), with every element in order. */
export function ResultsScreen({ result, text, onCrunchAnother, onUpgrade }: ResultsScreenProps) {
  const { isSignedIn, isPremium } = useSession();
  const { analysis, usage } = result;
  const heading = useRef<HTMLHeadingElement>(null);
  const ranges = useMemo(() => quoteRanges(text, analysis.flags), [text, analysis.flags]);
  const premium = usage ? usage.isPremium : isPremium;
  const atLimit = Boolean(usage && !premium && usage.datesAnalyzed >= usage.limit);
  const level = usage?.level ?? analysis.level;

  useEffect(() => {
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, []);

  // Older analyses carry no voice: a safety concern still gets the danger page.
  const mode = analysis.voice?.mode ?? (analysis.safety.concern ? 'danger' : null);
  const title = (
    <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-ink sm:text-4xl">
      {CRUNCH_MESSAGES.resultsTitle}
    </h1>
  );
  if (mode === 'danger') {
    return (
      <div className="grid gap-4">
        <header className="grid gap-2">{title}</header>
        <DangerResults analysis={analysis} onCrunchAnother={onCrunchAnother} />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        {title}
        <div className="flex flex-wrap items-center gap-2" data-testid="level-header">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
            <Award aria-hidden className="h-4 w-4" /> Level {level}
          </span>
          <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold text-ink">
            {analysis.progressStats.skillLevel}
          </span>
          {atLimit ? (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
              History limit reached
            </span>
          ) : null}
          {analysis.shouldLevelUp ? (
            <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
              Level up!
            </span>
          ) : null}
        </div>
        {result.unsavedReason === 'save_failed' ? (
          <p className="text-sm text-muted">This analysis could not be saved to your history.</p>
        ) : null}
      </header>

      <SafetyPanel safety={analysis.safety} />

      {analysis.voice ? (
        <Card aria-labelledby="takeaway-title" className="grid gap-2 border-brand-200">
          <h2
            id="takeaway-title"
            className="flex items-center gap-2 text-lg font-semibold text-ink"
          >
            <Compass aria-hidden className="h-5 w-5 text-brand-700" /> The takeaway
          </h2>
          <p className="text-ink" data-testid="takeaway">
            {analysis.voice.takeaway}
          </p>
          {analysis.voice.nextStep ? (
            <p className="text-ink" data-testid="next-step">
              <span className="font-semibold">Next step: </span>
              {analysis.voice.nextStep}
            </p>
          ) : null}
        </Card>
      ) : null}

      <Card aria-labelledby="rating-title" className="grid gap-3">
        <h2 id="rating-title" className="text-lg font-semibold text-ink">
          Overall rating
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          <ScoreStars score={analysis.score} />
          <p className="text-3xl font-extrabold text-ink" data-testid="score">
            {Math.round(analysis.score)}/100
          </p>
          <EffectivenessBadge score={analysis.score} />
        </div>
        <div className="grid gap-1">
          <div className="flex justify-between text-sm font-medium text-ink">
            <span>Compatibility</span>
            <span data-testid="compatibility">{Math.round(analysis.compatibilityScore)}%</span>
          </div>
          <PercentBar label="Compatibility" value={analysis.compatibilityScore} />
        </div>
      </Card>

      <TipsSection analysis={analysis} />

      <details className="group grid gap-6" data-testid="details">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl border border-gray-200 bg-white px-4 py-3 font-semibold text-ink">
          <ChevronDown aria-hidden className="h-5 w-5 transition-transform group-open:rotate-180" />
          The details: flags, your text, tone and progress
        </summary>
        <div className="mt-4 grid gap-6">
          <FlagsSection analysis={analysis} ranges={ranges} />
          <Card aria-labelledby="your-date-title">
            <h2 id="your-date-title" className="mb-2 text-lg font-semibold text-ink">
              Your date
            </h2>
            <HighlightedText text={text} flags={analysis.flags} ranges={ranges} />
          </Card>
          <SentimentCard sentiment={analysis.sentiment} />
          <JourneyCard stats={analysis.progressStats} />
        </div>
      </details>
      <PremiumInsights analysis={analysis} onUpgrade={onUpgrade} />
      <ResultsActions
        isSignedIn={isSignedIn}
        isPremium={premium}
        atLimit={atLimit}
        datesAnalyzed={usage?.datesAnalyzed ?? 0}
        limit={usage?.limit ?? 0}
        onCrunchAnother={onCrunchAnother}
        onUpgrade={onUpgrade}
      />
    </div>
  );
}
