import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';

interface ResultsActionsProps {
  isSignedIn: boolean;
  isPremium: boolean;
  atLimit: boolean;
  datesAnalyzed: number;
  limit: number;
  onCrunchAnother: () => void;
  onUpgrade: () => void;
}

/** The results screen's actions, each shown exactly when the spec says (01 §2). */
export function ResultsActions({
  isSignedIn,
  isPremium,
  atLimit,
  datesAnalyzed,
  limit,
  onCrunchAnother,
  onUpgrade,
}: ResultsActionsProps) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        {!isSignedIn ? (
          <Link to="/sign-up" className={buttonClasses('primary', 'md')}>
            Create Free Account
          </Link>
        ) : null}
        {isSignedIn && !isPremium && atLimit ? (
          <Button onClick={onUpgrade}>Upgrade for Unlimited Analyses</Button>
        ) : null}
        <Button variant="secondary" onClick={onCrunchAnother}>
          Crunch Another Date
        </Button>
        {isSignedIn ? (
          <Link to="/history" className={buttonClasses('secondary', 'md')}>
            View Date History
          </Link>
        ) : null}
      </div>
      {isSignedIn && !isPremium ? (
        <p className="text-sm text-muted" data-testid="free-entries">
          Date history: {Math.min(datesAnalyzed, limit)}/{limit} total free entries
        </p>
      ) : null}
    </div>
  );
}
