import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HISTORY_MESSAGES } from '../../../shared/history';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { useDeleteEntry, useHistoryEntry, useHistoryPages, useTrends } from './history-api';
import { HistoryDetail } from './history-detail';
import { HistoryList, HistorySkeleton } from './history-list';

// Recharts is large: the charts load after the list.
const TrendsCharts = lazy(() => import('./trends-charts'));

function SignedOutPrompt() {
  return (
    <Card className="grid justify-items-start gap-3">
      <p className="text-ink">{HISTORY_MESSAGES.signedOut}</p>
      <Link to="/sign-in" className={buttonClasses('primary', 'md')}>
        Sign in
      </Link>
    </Card>
  );
}

function DetailPanel({ id, onDelete }: { id: string | null; onDelete: () => void }) {
  const entry = useHistoryEntry(id);
  if (!id) {
    return (
      <Card className="grid min-h-48 place-items-center text-muted">
        {HISTORY_MESSAGES.selectPrompt}
      </Card>
    );
  }
  if (entry.isPending) return <Spinner label="Loading the date" className="min-h-48" />;
  if (entry.isError || !entry.data) {
    return (
      <Card role="alert" className="text-red-800">
        {HISTORY_MESSAGES.loadFailed}
      </Card>
    );
  }
  return <HistoryDetail entry={entry.data} onDelete={onDelete} />;
}

/** /history and /date-history (spec 01 §2 "Date history page"). */
export default function HistoryPage() {
  const pages = useHistoryPages();
  const remove = useDeleteEntry();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  // The first entry is selected when none is (or the selected one is gone after a delete).
  const currentId =
    selectedId && items.some((i) => i.id === selectedId) ? selectedId : (items[0]?.id ?? null);
  const trends = useTrends(items.length >= 2);
  const signedOut = pages.error instanceof ApiError && pages.error.status === 401;

  useEffect(() => {
    if (pages.isError && !signedOut) {
      toast({ title: 'Error', description: HISTORY_MESSAGES.loadFailed, variant: 'destructive' });
    }
  }, [pages.isError, signedOut]);

  const confirmDelete = () => {
    if (!currentId) return;
    remove.mutate(currentId, {
      onSuccess: () => {
        setConfirmOpen(false);
        setSelectedId(null);
        toast({ title: HISTORY_MESSAGES.deleted, variant: 'success' });
      },
      onError: () => {
        setConfirmOpen(false);
        toast({
          title: 'Error',
          description: HISTORY_MESSAGES.deleteFailed,
          variant: 'destructive',
        });
      },
    });
  };

  let body;
  if (pages.isPending) body = <HistorySkeleton />;
  else if (signedOut) body = <SignedOutPrompt />;
  else if (pages.isError) {
    body = (
      <Card role="alert" className="grid justify-items-start gap-3">
        <p className="text-red-800">{HISTORY_MESSAGES.loadFailed}</p>
        <Button variant="secondary" onClick={() => void pages.refetch()}>
          Try again
        </Button>
      </Card>
    );
  } else if (items.length === 0) {
    body = (
      <Card className="grid justify-items-start gap-3">
        <p className="text-lg font-semibold text-ink">{HISTORY_MESSAGES.empty}</p>
        <Link to="/" className={buttonClasses('primary', 'md')}>
          {HISTORY_MESSAGES.analyzeLink}
        </Link>
      </Card>
    );
  } else {
    body = (
      <div className="grid gap-8">
        <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="grid gap-3">
            <HistoryList items={items} selectedId={currentId} onSelect={setSelectedId} />
            {pages.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => void pages.fetchNextPage()}
                disabled={pages.isFetchingNextPage}
              >
                {pages.isFetchingNextPage ? 'Loading...' : HISTORY_MESSAGES.loadMore}
              </Button>
            ) : null}
          </div>
          <DetailPanel id={currentId} onDelete={() => setConfirmOpen(true)} />
        </div>
        {trends.data ? (
          <Suspense fallback={<Spinner label="Loading your trends" />}>
            <TrendsCharts trends={trends.data} />
          </Suspense>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-ink sm:text-4xl">{HISTORY_MESSAGES.title}</h1>
      {body}
      <DeleteEntryDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
