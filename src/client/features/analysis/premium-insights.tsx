import { Brain, Crown, HeartHandshake, MessagesSquare } from 'lucide-react';
import { CRUNCH_MESSAGES, type TPresentedAnalysis } from '../../../shared/crunch';
import { PercentBar } from '../../components/analysis/score-display';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/**
 * Premium AI Insights (spec 01 §2): attachment style, communication patterns and the emotional
 * intelligence card. The server sends them only to Premium users; everyone else sees a teaser.
 */
export function PremiumInsights({
  analysis,
  onUpgrade,
}: {
  analysis: TPresentedAnalysis;
  onUpgrade: () => void;
}) {
  const { premiumInsights, emotionalTrends } = analysis;
  if (analysis.premiumLocked || !premiumInsights || !emotionalTrends) {
    return (
      <Card
        aria-labelledby="premium-title"
        className="grid gap-3 border-amber-200 bg-amber-50"
        data-testid="premium-teaser"
      >
        <h2 id="premium-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Crown aria-hidden className="h-5 w-5 text-amber-600" /> Premium AI Insights
        </h2>
        <p className="text-ink">{CRUNCH_MESSAGES.premiumTeaser}</p>
        <ul className="grid gap-1 text-sm text-muted">
          <li>Attachment Style Analysis</li>
          <li>Communication Patterns</li>
          <li>Emotional Intelligence</li>
        </ul>
        <Button variant="secondary" onClick={onUpgrade} className="justify-self-start">
          See Premium
        </Button>
      </Card>
    );
  }
  return (
    <section aria-labelledby="premium-title" className="grid gap-4">
      <h2 id="premium-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        <Crown aria-hidden className="h-5 w-5 text-amber-600" /> Premium AI Insights
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="grid gap-2">
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <HeartHandshake aria-hidden className="h-5 w-5 text-brand-700" /> Attachment Style
            Analysis
          </h3>
          <p className="text-ink">{premiumInsights.attachment}</p>
        </Card>
        <Card className="grid gap-2">
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <MessagesSquare aria-hidden className="h-5 w-5 text-brand-700" /> Communication Patterns
          </h3>
          <p className="text-ink">{premiumInsights.communication}</p>
        </Card>
      </div>
      <Card className="grid gap-3">
        <h3 className="flex items-center gap-2 font-semibold text-ink">
          <Brain aria-hidden className="h-5 w-5 text-brand-700" /> Emotional Intelligence
        </h3>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted">Dominant emotion</dt>
            <dd className="font-semibold capitalize text-ink">{emotionalTrends.dominant}</dd>
          </div>
          {emotionalTrends.secondary ? (
            <div>
              <dt className="text-muted">Secondary emotion</dt>
              <dd className="font-semibold capitalize text-ink">{emotionalTrends.secondary}</dd>
            </div>
          ) : null}
        </dl>
        <div className="grid gap-1">
          <div className="flex justify-between text-sm text-ink">
            <span>Intensity</span>
            <span>{emotionalTrends.intensity.toFixed(1)} / 10</span>
          </div>
          <PercentBar label="Emotional intensity" value={emotionalTrends.intensity * 10} />
        </div>
      </Card>
    </section>
  );
}
