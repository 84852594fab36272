import type { UseQueryResult } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Download } from 'lucide-react';
import { formatCents, type TInvoice } from '../../../shared/billing';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';

/** Billing History: the user's real invoices; a failure is shown as one, never sample data. */
export function BillingHistory({ query }: { query: UseQueryResult<{ invoices: TInvoice[] }> }) {
  return (
    <Card className="grid gap-4">
      <h2 className="text-xl font-bold text-ink">Billing History</h2>
      {query.isPending ? (
        <Spinner label="Loading invoices" />
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          Your invoices could not be loaded. Please try again later.
        </p>
      ) : query.data.invoices.length === 0 ? (
        <p className="text-muted">No invoices yet.</p>
      ) : (
        <ul className="divide-y divide-brand-100">
          {query.data.invoices.map((invoice) => (
            <li
              key={invoice.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="invoice"
            >
              <div>
                <p className="font-semibold text-ink">
                  {format(new Date(invoice.date), 'MMMM dd, yyyy')}
                </p>
                <p className="text-sm text-muted">
                  {invoice.number} · Premium {invoice.plan}
                </p>
              </div>
              <div className="flex items-center gap-4">
                <span className="font-semibold text-ink">{formatCents(invoice.amountCents)}</span>
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                  {invoice.status === 'paid' ? 'Paid' : invoice.status}
                </span>
                <a
                  href={`/api/invoices/${encodeURIComponent(invoice.id)}`}
                  download
                  className="inline-flex items-center gap-1 text-brand-700 underline"
                >
                  <Download aria-hidden className="h-4 w-4" />
                  Download<span className="sr-only"> invoice {invoice.number} (PDF)</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
