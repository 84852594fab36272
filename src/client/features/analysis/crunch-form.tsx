import { LockKeyhole } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  DELAYS,
  FREE_ANALYSIS_LIMIT,
  MAX_DESCRIPTION_LENGTH,
  MIN_DESCRIPTION_LENGTH,
} from '../../../shared/constants';
import { CRUNCH_MESSAGES } from '../../../shared/crunch';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Textarea } from '../../components/ui/input';
import { LoginDialog } from '../auth/login-dialog';
import { useSession } from '../auth/session-provider';

interface CrunchFormProps {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  loading: boolean;
  /** `type=date`: focus the text box after DELAYS.typeDateFocus. */
  focusOnOpen: boolean;
}

const TEXT_ID = 'date-text';

/** The analysis page's form (spec 01 §2 "Analysis page"). */
export function CrunchForm({
  text,
  onTextChange,
  onSubmit,
  loading,
  focusOnOpen,
}: CrunchFormProps) {
  const { isLoaded, isSignedIn, isPremium, profile } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);
  const ready = text.trim().length > MIN_DESCRIPTION_LENGTH;

  useEffect(() => {
    if (!focusOnOpen) return;
    const timer = setTimeout(() => document.getElementById(TEXT_ID)?.focus(), DELAYS.typeDateFocus);
    return () => clearTimeout(timer);
  }, [focusOnOpen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !loading) onSubmit();
  };

  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">{CRUNCH_MESSAGES.heading}</h1>
      <form onSubmit={submit} className="grid gap-3" aria-busy={loading}>
        <label htmlFor={TEXT_ID} className="text-muted">
          Describe your date: where you went, what you talked about, how they treated you and how
          you felt.
        </label>
        <Textarea
          id={TEXT_ID}
          rows={9}
          value={text}
          maxLength={MAX_DESCRIPTION_LENGTH}
          onChange={(e) => onTextChange(e.target.value)}
          disabled={loading}
          aria-describedby="date-text-count"
          placeholder="We met at a little wine bar downtown..."
        />
        <div
          id="date-text-count"
          className="flex flex-wrap items-center justify-between gap-2 text-sm"
        >
          <span className="text-muted" data-testid="char-count">
            {text.length.toLocaleString('en-US')} / {MAX_DESCRIPTION_LENGTH.toLocaleString('en-US')}{' '}
            characters
          </span>
          <span
            aria-live="polite"
            className={ready ? 'font-semibold text-emerald-800' : 'text-muted'}
          >
            {ready ? CRUNCH_MESSAGES.ready : CRUNCH_MESSAGES.keepTyping}
          </span>
        </div>
        <Button type="submit" size="lg" disabled={!ready || loading} className="justify-self-start">
          {loading ? CRUNCH_MESSAGES.submitting : CRUNCH_MESSAGES.submit}
        </Button>
        {isLoaded && isSignedIn && !isPremium && profile ? (
          <p className="text-sm text-muted">
            Date history: {Math.min(profile.datecrunch_dates, FREE_ANALYSIS_LIMIT)}/
            {FREE_ANALYSIS_LIMIT} total free entries
          </p>
        ) : null}
      </form>

      {isLoaded && !isSignedIn && !loading ? (
        <>
          <p className="text-ink">
            {/* A dialog, not a page: the visitor keeps what they have written. */}
            <button
              type="button"
              onClick={() => setLoginOpen(true)}
              className="cursor-pointer font-semibold text-brand-700 underline"
            >
              {CRUNCH_MESSAGES.signInToSave}
            </button>
          </p>
          <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
          <Card className="flex flex-col gap-3 bg-brand-50 sm:flex-row sm:items-center">
            <LockKeyhole aria-hidden className="h-8 w-8 shrink-0 text-brand-700" />
            <div className="grid gap-1">
              <h2 className="font-semibold text-ink">Keep your dates, see your patterns</h2>
              <p className="text-sm text-muted">
                With a free account your analyses are saved in a private, encrypted history with
                trends over time, and you level up as you reflect. {FREE_ANALYSIS_LIMIT} free
                analyses, no credit card.
              </p>
            </div>
            <Link to="/sign-up" className={`${buttonClasses('primary', 'sm')} shrink-0`}>
              Create Free Account
            </Link>
          </Card>
        </>
      ) : null}
    </div>
  );
}
