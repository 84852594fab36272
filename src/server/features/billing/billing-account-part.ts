import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../infra/payments/payment-provider';
import { listInvoices, listSubscriptions, toSubscriptionInfo } from './billing-repository';

interface Owner {
  userId: string;
  email: string;
}

/**
 * Billing's share of account deletion and export, shaped as an `AccountDataPart`
 * (docs/decisions/0500). Every billing row cascades from `user`; what no cascade reaches is the
 * subscription at the provider, cancelled at once before any row is erased (a provider failure
 * throws and stops the deletion with nothing erased).
 */
export function billingAccountPart(provider: PaymentProvider, db: Db) {
  return {
    name: 'billing',
    exportData: async (reader: Db, owner: Owner) => ({
      subscriptions: (await listSubscriptions(reader, owner.userId)).map(toSubscriptionInfo),
      invoices: await listInvoices(reader, owner.userId),
    }),
    beforeErase: async (owner: Owner) => {
      for (const row of await listSubscriptions(db, owner.userId)) {
        if (row.status !== 'canceled' && row.status !== 'incomplete_expired') {
          await provider.cancelNow(row.id);
        }
      }
    },
  };
}
