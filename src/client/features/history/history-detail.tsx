import { format } from 'date-fns';
import { Crown, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { CRUNCH_MESSAGES } from '../../../shared/crunch';
import type { THistoryDetail } from '../../../shared/history';
import {
  EffectivenessBadge,
  PercentBar,
  ScoreStars,
} from '../../components/analysis/score-display';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/**
 * The detail panel (spec 01 §2): score, feedback, tips (tip and rationale), pattern insights,
 * red flags, compatibility, emotional trends and the first premium insight, the last two only
 * for Premium users (the server leaves them out otherwise). The server applies §5's
 * normalisation (no tips: empty list; no score: 50; no feedback: 'No feedback available').
 */
export function HistoryDetail({
  entry,
  onDelete,
}: {
  entry: THistoryDetail;
  onDelete: () => void;
}) {
  const { analysis } = entry;
  const redFlags = analysis.flags.filter((f) => f.polarity === 'red');
  return (
    <Card className="grid gap-5" aria-labelledby="detail-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="detail-title" className="text-xl font-bold text-ink">
          <time dateTime={entry.date}>{format(new Date(entry.date), 'MMMM dd, yyyy')}</time>
        </h2>
        <Button variant="ghost" size="sm" onClick={onDelete} className="text-red-700">
          <Trash2 aria-hidden className="h-4 w-4" /> Delete
        </Button>
      </div>
      {analysis.safety.concern ? (
        <div className="rounded-xl border-2 border-red-600 bg-red-50 p-4 text-red-950">
          <p className="font-semibold">{analysis.safety.message}</p>
          <p className="mt-1 text-sm">{analysis.safety.resources}</p>
        </div>
      ) : null}
      <p className="whitespace-pre-wrap break-words text-ink">{entry.text}</p>

      <section aria-labelledby="detail-score" className="grid gap-2">
        <h3 id="detail-score" className="font-semibold text-ink">
          Score
        </h3>
        <div className="flex flex-wrap items-center gap-3">
          <ScoreStars score={analysis.score} />
          <span className="text-2xl font-extrabold text-ink">{Math.round(analysis.score)}/100</span>
          <EffectivenessBadge score={analysis.score} />
        </div>
        <div className="flex justify-between text-sm text-ink">
          <span>Compatibility</span>
          <span>{Math.round(analysis.compatibilityScore)}%</span>
        </div>
        <PercentBar label="Compatibility" value={analysis.compatibilityScore} />
      </section>

      <section aria-labelledby="detail-feedback" className="grid gap-1">
        <h3 id="detail-feedback" className="font-semibold text-ink">
          Feedback
        </h3>
        <p className="text-ink">{analysis.feedback}</p>
      </section>

      {analysis.personalizedTips.length > 0 ? (
        <section aria-labelledby="detail-tips" className="grid gap-1">
          <h3 id="detail-tips" className="font-semibold text-ink">
            Personalized Tips
          </h3>
          <ol className="grid list-decimal gap-2 pl-5">
            {analysis.personalizedTips.map((tip, i) => (
              <li key={i}>
                <span className="font-medium text-ink">{tip.tip}</span>
                {tip.rationale ? (
                  <span className="block text-sm text-muted">{tip.rationale}</span>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {analysis.patternInsights ? (
        <section aria-labelledby="detail-patterns" className="grid gap-1">
          <h3 id="detail-patterns" className="font-semibold text-ink">
            Pattern Insights
          </h3>
          <p className="text-ink">{analysis.patternInsights}</p>
        </section>
      ) : null}

      {redFlags.length > 0 || analysis.redFlags.length > 0 ? (
        <section aria-labelledby="detail-flags" className="grid gap-1">
          <h3 id="detail-flags" className="font-semibold text-ink">
            Red Flags ({redFlags.length || analysis.redFlags.length})
          </h3>
          <ul className="grid gap-2">
            {redFlags.length > 0
              ? redFlags.map((f, i) => (
                  <li key={i} className="text-ink">
                    <span className="font-medium">{f.label}</span>
                    {f.quote ? (
                      <span className="block text-sm italic text-muted">“{f.quote}”</span>
                    ) : null}
                  </li>
                ))
              : analysis.redFlags.map((r) => (
                  <li key={r} className="text-ink">
                    {r}
                  </li>
                ))}
          </ul>
        </section>
      ) : null}

      {analysis.premiumLocked || !analysis.emotionalTrends || !analysis.premiumInsights ? (
        <div className="grid gap-2 rounded-xl bg-amber-50 p-4">
          <p className="flex items-center gap-2 font-semibold text-ink">
            <Crown aria-hidden className="h-5 w-5 text-amber-600" /> Premium insights
          </p>
          <p className="text-sm text-ink">{CRUNCH_MESSAGES.premiumTeaser}</p>
          <Link to="/pricing" className={`${buttonClasses('secondary', 'sm')} justify-self-start`}>
            See Premium
          </Link>
        </div>
      ) : (
        <section aria-labelledby="detail-premium" className="grid gap-2">
          <h3 id="detail-premium" className="font-semibold text-ink">
            Emotional Trends
          </h3>
          <p className="text-ink">
            <span className="capitalize">{analysis.emotionalTrends.dominant}</span>
            {analysis.emotionalTrends.secondary
              ? `, then ${analysis.emotionalTrends.secondary}`
              : ''}{' '}
            (intensity {analysis.emotionalTrends.intensity.toFixed(1)} / 10)
          </p>
          <PercentBar label="Emotional intensity" value={analysis.emotionalTrends.intensity * 10} />
          <h3 className="mt-2 font-semibold text-ink">Premium Insight</h3>
          <p className="text-ink">{analysis.premiumInsights.attachment}</p>
        </section>
      )}
    </Card>
  );
}
