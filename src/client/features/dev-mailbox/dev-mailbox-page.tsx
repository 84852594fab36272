import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { TMailboxResponse } from '../../../shared/dev-mailbox';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, apiFetch } from '../../lib/api';

/** Outside production: the e-mails the server "sent" to the outbox, with their links. */
export default function DevMailboxPage() {
  const query = useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: () => apiFetch<TMailboxResponse>('/api/dev/mailbox'),
    staleTime: 0,
    refetchInterval: 3000,
  });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink">Dev mailbox</h1>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Refresh
        </Button>
      </div>
      <p className="mt-1 text-muted">
        E-mails kept by the outbox (no SMTP server set). This page does not exist in production.
      </p>

      {query.isPending ? <Spinner label="Loading e-mails" /> : null}
      {query.error ? (
        <Card className="mt-6">
          <p role="alert">
            {query.error instanceof ApiError && query.error.status === 404
              ? 'The dev mailbox is not available on this server.'
              : 'The mailbox could not be loaded.'}
          </p>
        </Card>
      ) : null}
      {query.data?.delivery === 'smtp' ? (
        <p className="mt-4 text-sm text-muted">
          SMTP_URL is set: new e-mails are delivered by SMTP and do not appear here.
        </p>
      ) : null}
      {query.data && query.data.messages.length === 0 ? (
        <p className="mt-6 text-muted">No e-mails yet.</p>
      ) : null}

      <ul className="mt-6 grid gap-4">
        {query.data?.messages.map((m) => (
          <li key={m.id}>
            <Card>
              <article aria-label={`${m.subject} to ${m.to}`}>
                <h2 className="font-semibold text-ink">{m.subject}</h2>
                <p className="text-sm text-muted">
                  To {m.to} · {format(new Date(m.created_at), 'MMMM dd, yyyy HH:mm:ss')}
                </p>
                {m.links.length > 0 ? (
                  <ul className="mt-3 grid gap-1">
                    {m.links.map((link) => (
                      <li key={link}>
                        <a href={link} className="break-all text-brand-700 underline">
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm text-muted">Full text</summary>
                  <pre className="mt-2 whitespace-pre-wrap text-sm text-ink">{m.text}</pre>
                </details>
              </article>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
