import { Flag, Lightbulb, Sparkles, ThumbsUp } from 'lucide-react';
import {
  pageSections,
  type TFlag,
  type TProgressStats,
  type TSentiment,
} from '../../../shared/analysis';
import type { TPresentedAnalysis } from '../../../shared/crunch';
import { sentimentPercents } from '../../components/analysis/analysis-format';
import { PercentBar } from '../../components/analysis/score-display';
import { Card } from '../../components/ui/card';
import { quoteAnchor, type QuoteRange } from './quote-ranges';

/**
 * The score trend says how the dates went, never how the writer did (decision record 0107): a
 * frightening date is not a drop in the writer's "improvement".
 */
export function scoreTrendText(points: number): string {
  if (points === 0) return 'Steady';
  return `Recent dates ${points > 0 ? 'up' : 'down'} ${Math.abs(points)} points`;
}

/** 'Your Dating Journey': datesAnalyzed / nextMilestone (spec 01 §9) and the other stats. */
export function JourneyCard({ stats }: { stats: TProgressStats }) {
  const progress = (stats.datesAnalyzed / Math.max(1, stats.nextMilestone)) * 100;
  const improvement = Math.round(stats.improvement);
  return (
    <Card aria-labelledby="journey-title" className="grid gap-3">
      <h2 id="journey-title" className="text-lg font-semibold text-ink">
        Your Dating Journey
      </h2>
      <div className="grid gap-1">
        <div className="flex justify-between text-sm text-ink">
          <span>Dates analyzed</span>
          <span data-testid="journey-progress">
            {stats.datesAnalyzed} / {stats.nextMilestone}
          </span>
        </div>
        <PercentBar label="Progress to your next milestone" value={progress} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Skill level</dt>
          <dd className="font-semibold text-ink">{stats.skillLevel}</dd>
        </div>
        <div>
          <dt className="text-muted">Insights unlocked</dt>
          <dd className="font-semibold text-ink">{stats.insightsUnlocked}</dd>
        </div>
        <div>
          <dt className="text-muted">Score trend</dt>
          <dd className="font-semibold text-ink" data-testid="score-trend">
            {scoreTrendText(improvement)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Consistency</dt>
          <dd className="font-semibold text-ink">{Math.round(stats.consistency)}%</dd>
        </div>
      </dl>
    </Card>
  );
}

export function SentimentCard({ sentiment }: { sentiment: TSentiment }) {
  const p = sentimentPercents(sentiment);
  const rows = [
    { label: 'Positive', value: p.positive, bar: 'bg-emerald-600' },
    { label: 'Neutral', value: p.neutral, bar: 'bg-gray-500' },
    { label: 'Negative', value: p.negative, bar: 'bg-red-600' },
  ];
  return (
    <Card aria-labelledby="sentiment-title" className="grid gap-3">
      <h2 id="sentiment-title" className="text-lg font-semibold text-ink">
        Sentiment Analysis
      </h2>
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1">
          <div className="flex justify-between text-sm text-ink">
            <span>{row.label}</span>
            <span data-testid={`sentiment-${row.label.toLowerCase()}`}>{row.value}%</span>
          </div>
          <PercentBar label={`${row.label} sentiment`} value={row.value} barClassName={row.bar} />
        </div>
      ))}
    </Card>
  );
}

function FlagItem({ flag, anchor }: { flag: TFlag; anchor: string | null }) {
  return (
    <li className="grid gap-1 rounded-xl border border-gray-200 p-3">
      <span className="font-semibold text-ink">
        {flag.label}
        {flag.severity === 'danger' ? (
          <span className="ml-2 rounded-full bg-red-700 px-2 py-0.5 text-xs text-white">
            Danger
          </span>
        ) : null}
      </span>
      {flag.quote ? (
        <blockquote className="border-l-4 border-gray-300 pl-3 text-sm italic text-muted">
          “{flag.quote}”
        </blockquote>
      ) : null}
      {anchor ? (
        <a
          href={`#${anchor}`}
          className="text-sm font-medium text-brand-700 underline"
          onClick={(e) => {
            e.preventDefault();
            const mark = document.getElementById(anchor);
            mark?.scrollIntoView({ block: 'center' });
            mark?.focus();
          }}
        >
          Show in my text
        </a>
      ) : null}
    </li>
  );
}

/** Red flags with their count, only when there are any (spec), and the green flags. */
export function FlagsSection({
  analysis,
  ranges,
}: {
  analysis: TPresentedAnalysis;
  ranges: readonly QuoteRange[];
}) {
  // The same flag never twice: one item per label, the first (strongest) quote.
  const seen = new Set<string>();
  const indexed = analysis.flags
    .map((flag, i) => ({ flag, i }))
    .filter(({ flag }) => {
      const key = `${flag.polarity}|${flag.label}`;
      return !seen.has(key) && seen.add(key);
    });
  const red = indexed.filter(({ flag }) => flag.polarity === 'red');
  const green = indexed.filter(({ flag }) => flag.polarity === 'green');
  // Older analyses may carry only the spec's list of strings.
  const plainRed = red.length === 0 ? analysis.redFlags : [];
  const redCount = red.length || plainRed.length;
  return (
    <>
      {redCount > 0 ? (
        <Card aria-labelledby="red-flags-title" className="grid gap-3 border-red-200">
          <h2 id="red-flags-title" className="flex items-center gap-2 text-lg font-semibold">
            <Flag aria-hidden className="h-5 w-5 text-red-700" /> Red Flags ({redCount})
          </h2>
          <ul className="grid gap-2">
            {red.map(({ flag, i }) => (
              <FlagItem key={i} flag={flag} anchor={quoteAnchor(ranges, i)} />
            ))}
            {plainRed.map((text) => (
              <li key={text} className="rounded-xl border border-gray-200 p-3">
                {text}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {green.length > 0 ? (
        <Card aria-labelledby="green-flags-title" className="grid gap-3 border-emerald-200">
          <h2 id="green-flags-title" className="flex items-center gap-2 text-lg font-semibold">
            <ThumbsUp aria-hidden className="h-5 w-5 text-emerald-700" /> Green Flags (
            {green.length})
          </h2>
          <ul className="grid gap-2">
            {green.map(({ flag, i }) => (
              <FlagItem key={i} flag={flag} anchor={quoteAnchor(ranges, i)} />
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}

/** Recommendation, pattern insights and Personalized Tips with their rationale. */
export function TipsSection({ analysis }: { analysis: TPresentedAnalysis }) {
  const { recommendation, tips } = pageSections(analysis);
  return (
    <>
      <Card aria-labelledby="recommendation-title" className="grid gap-2">
        <h2 id="recommendation-title" className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles aria-hidden className="h-5 w-5 text-brand-700" /> Recommendation
        </h2>
        <p className="text-ink" data-testid="recommendation">
          {recommendation}
        </p>
        {analysis.patternInsights ? (
          <p className="text-sm text-muted">{analysis.patternInsights}</p>
        ) : null}
      </Card>
      <Card aria-labelledby="tips-title" className="grid gap-3">
        <h2 id="tips-title" className="flex items-center gap-2 text-lg font-semibold">
          <Lightbulb aria-hidden className="h-5 w-5 text-amber-600" /> Personalized Tips
        </h2>
        <ol className="grid list-decimal gap-2 pl-5">
          {tips.map((tip, i) => (
            <li key={i} className="text-ink">
              <span className="font-medium">{tip.tip}</span>
              {tip.rationale ? (
                <span className="block text-sm text-muted">{tip.rationale}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}
