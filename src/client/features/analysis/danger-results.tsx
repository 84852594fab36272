import { LifeBuoy, LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { dangerSteps, saysNotTheirFault } from '../../../shared/analysis';
import { STORAGE_KEYS } from '../../../shared/constants';
import type { TPresentedAnalysis } from '../../../shared/crunch';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { HELP_COUNTRIES, helpForCountry, initialHelpCountry } from './help-by-country';
import { SafetyFrame } from './safety-panel';

/** Where the quick-exit button goes: an ordinary page, replacing this one in the history. */
export const QUICK_EXIT_URL = 'https://www.bbc.com/weather';

export function quickExit() {
  window.location.replace(QUICK_EXIT_URL);
}

function savedHelpCountry(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.helpCountry);
  } catch {
    return null;
  }
}

/** The reader's country for help lines, picked on the page and remembered on this device. */
function useHelpCountry(): [string, (code: string) => void] {
  const [code, setCode] = useState(() =>
    initialHelpCountry(
      typeof navigator === 'undefined' ? undefined : navigator.language,
      savedHelpCountry(),
    ),
  );
  const choose = (next: string) => {
    setCode(next);
    try {
      localStorage.setItem(STORAGE_KEYS.helpCountry, next);
    } catch {
      // Private mode: the pick holds for this page only.
    }
  };
  return [code, choose];
}

/**
 * The results page of a danger account: calm, safety first. No score, stars, badge,
 * compatibility, level, progress or upsell; what happened in the writer's words, that it was
 * not their fault, concrete steps, where to get help in their country, and a quick exit.
 */
export function DangerResults({
  analysis,
  onCrunchAnother,
}: {
  analysis: TPresentedAnalysis;
  onCrunchAnother: () => void;
}) {
  const quotes = [
    ...new Set(analysis.flags.filter((f) => f.severity === 'danger').map((f) => f.quote.trim())),
  ].slice(0, 3);
  const [country, setCountry] = useHelpCountry();
  const help = helpForCountry(country);
  const countryFieldId = useId();
  const voice = analysis.voice;
  const takeaway = voice?.takeaway || analysis.safety.message;
  return (
    <div className="grid gap-5" data-testid="danger-results">
      <Button
        variant="secondary"
        onClick={quickExit}
        className="justify-self-end"
        data-testid="quick-exit"
      >
        <LogOut aria-hidden className="h-4 w-4" /> Quick exit
      </Button>
      <SafetyFrame>
        <p data-testid="danger-takeaway">{takeaway}</p>
        {saysNotTheirFault(takeaway) ? null : (
          <p className="font-semibold">This was not your fault.</p>
        )}
      </SafetyFrame>

      {quotes.length > 0 ? (
        <Card aria-labelledby="what-happened-title" className="grid gap-2">
          <h2 id="what-happened-title" className="text-lg font-semibold text-ink">
            What happened, in your words
          </h2>
          {quotes.map((q) => (
            <blockquote key={q} className="border-l-4 border-red-300 pl-3 italic text-ink">
              “{q}”
            </blockquote>
          ))}
        </Card>
      ) : null}

      <Card aria-labelledby="steps-title" className="grid gap-3">
        <h2 id="steps-title" className="text-lg font-semibold text-ink">
          What you can do now
        </h2>
        <ol className="grid list-decimal gap-2 pl-5 text-ink">
          {dangerSteps(analysis.personalizedTips).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </Card>

      <Card aria-labelledby="help-title" className="grid gap-2" data-testid="help-resources">
        <h2 id="help-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <LifeBuoy aria-hidden className="h-5 w-5 text-brand-700" /> Where to get help
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor={countryFieldId} className="font-medium text-ink">
            Help lines for
          </label>
          <select
            id={countryFieldId}
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            className="rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          >
            {HELP_COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
            <option value="">Somewhere else</option>
          </select>
        </div>
        <div aria-live="polite" className="grid gap-2">
          {help ? (
            <>
              <p className="text-ink">
                If you are in immediate danger in {help.country}, call {help.emergency}.
              </p>
              {help.lines.length > 0 ? (
                <ul className="grid gap-1 text-ink">
                  {help.lines.map((l) => (
                    <li key={l.name}>
                      <span className="font-semibold">{l.name}</span>: {l.contact}, free and in
                      confidence.
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <p className="text-ink">
              If you are in immediate danger, call your local emergency number (from a mobile, 112
              works in many countries).
            </p>
          )}
        </div>
        {analysis.safety.resources ? <p className="text-ink">{analysis.safety.resources}</p> : null}
        <p className="text-sm text-muted">
          More services are listed on the{' '}
          <a href="/relationship-resources" className="font-medium text-brand-700 underline">
            relationship resources page
          </a>
          .
        </p>
      </Card>

      <Button variant="secondary" onClick={onCrunchAnother} className="justify-self-start">
        Crunch Another Date
      </Button>
    </div>
  );
}
