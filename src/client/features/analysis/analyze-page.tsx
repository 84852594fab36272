import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CHECKIN_PROMPT, MAX_DESCRIPTION_LENGTH } from '../../../shared/constants';
import { RequireAuth } from '../auth/require-auth';
import { useSession } from '../auth/session-provider';
import { CrunchForm } from './crunch-form';
import { CrunchingAnimation } from './crunching-animation';
import { ResultsScreen } from './results-screen';
import { UpgradeDialog } from './upgrade-dialog';
import { useCrunch } from './use-crunch';

/** The text the page opens with: `type=checkin` (spec 01 §2) or `shared` from the share screen. */
function initialText(params: URLSearchParams): string {
  const shared = params.get('shared');
  if (shared) return shared.slice(0, MAX_DESCRIPTION_LENGTH);
  if (params.get('type') === 'checkin') return CHECKIN_PROMPT;
  return '';
}

function AnalyzeScreen() {
  const [params] = useSearchParams();
  const [text, setText] = useState(() => initialText(params));
  const { state, submit, reset, upgradeOpen, setUpgradeOpen } = useCrunch();
  const [upgradeReason, setUpgradeReason] = useState<'limit' | 'teaser'>('limit');

  const openUpgrade = (reason: 'limit' | 'teaser') => {
    setUpgradeReason(reason);
    setUpgradeOpen(true);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      {state.phase !== 'result' ? (
        <CrunchForm
          text={text}
          onTextChange={setText}
          onSubmit={() => void submit(text)}
          loading={state.phase === 'loading'}
          focusOnOpen={params.get('type') === 'date'}
        />
      ) : null}
      {state.phase === 'loading' ? <CrunchingAnimation /> : null}
      {state.phase === 'result' ? (
        <ResultsScreen
          result={state.result}
          text={state.text}
          onCrunchAnother={() => {
            setText('');
            reset();
          }}
          onUpgrade={() => openUpgrade(state.result.usage ? 'limit' : 'teaser')}
        />
      ) : null}
      <UpgradeDialog
        open={upgradeOpen}
        onOpenChange={(open) => {
          setUpgradeOpen(open);
          if (!open) setUpgradeReason('limit');
        }}
        reason={upgradeReason}
      />
    </div>
  );
}

/**
 * /analyze and /new (DECISIONS: public). A signed-in user who has not accepted the terms gets the
 * guard's terms modal first, as on every protected page.
 */
export default function AnalyzePage() {
  const { isLoaded, isSignedIn, termsAccepted } = useSession();
  if (isLoaded && isSignedIn && !termsAccepted) {
    return (
      <RequireAuth>
        <AnalyzeScreen />
      </RequireAuth>
    );
  }
  return <AnalyzeScreen />;
}
