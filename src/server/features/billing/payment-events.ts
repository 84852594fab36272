import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions, invoices, paymentEvents, subscriptions } from '../../db/schema/billing';
import { profiles } from '../../db/schema/profiles';
import type {
  PaymentEvent,
  PaymentProvider,
  ProviderSubscription,
} from '../../infra/payments/payment-provider';

/** Provider statuses that keep Premium until the current period ends. */
const ENTITLED = new Set(['active', 'trialing', 'past_due']);

type SubscriptionRow = typeof subscriptions.$inferSelect;

export function isEntitled(
  sub: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd'>,
  now = new Date(),
): boolean {
  return ENTITLED.has(sub.status) && sub.currentPeriodEnd > now;
}

/**
 * Writes the provider's current state of one subscription and derives the profile's premium
 * fields from the user's subscriptions. The only writer of `is_premium` and `subscription_*`.
 */
export async function storeSubscription(
  tx: Db,
  provider: PaymentProvider['kind'],
  sub: ProviderSubscription,
  userId: string,
): Promise<void> {
  const values = {
    userId,
    provider,
    customerId: sub.customerId,
    plan: sub.plan,
    status: sub.status,
    startedAt: sub.startedAt,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    endedAt: sub.endedAt,
    paymentMethodLabel: sub.paymentMethodLabel,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ id: sub.id, ...values })
    .onConflictDoUpdate({ target: subscriptions.id, set: values });
  await syncProfile(tx, userId);
}

/**
 * Premium follows the best subscription: an entitled one with the latest period end; with none,
 * the newest one sets the end date and premium is off. loadProfile turns premium off when
 * subscription_end passes without a renewal event.
 */
export async function syncProfile(tx: Db, userId: string): Promise<void> {
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startedAt));
  const now = new Date();
  const entitled = rows
    .filter((r) => isEntitled(r, now))
    .sort((a, b) => b.currentPeriodEnd.getTime() - a.currentPeriodEnd.getTime())[0];
  const chosen = entitled ?? rows[0];
  if (!chosen) return;
  const end =
    entitled || !chosen.endedAt || chosen.endedAt > chosen.currentPeriodEnd
      ? chosen.currentPeriodEnd
      : chosen.endedAt;
  await tx
    .update(profiles)
    .set({
      isPremium: Boolean(entitled),
      subscriptionType: chosen.plan,
      subscriptionStart: chosen.startedAt,
      subscriptionEnd: end,
    })
    .where(eq(profiles.id, userId));
}

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Handles one verified provider event (Stripe webhook or sandbox confirmation): "something
 * changed". The event's id is recorded in the same transaction that applies the state, so a
 * duplicate or replay is a no-op and a failure leaves the event unrecorded for the provider's
 * retry. The state itself is re-read from the provider, never taken from the event.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const [seen] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (seen) return 'duplicate';

  const invoice = event.invoiceId ? await provider.retrieveInvoice(event.invoiceId) : null;
  const subscriptionId = event.subscriptionId ?? invoice?.subscriptionId ?? null;
  const sub = subscriptionId ? await provider.retrieveSubscription(subscriptionId) : null;

  return db.transaction(async (tx) => {
    let userId = sub?.userId ?? null;
    if (!userId && subscriptionId) {
      const [known] = await tx
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(eq(subscriptions.id, subscriptionId));
      userId = known?.userId ?? null;
    }
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: provider.kind, type: event.type, userId })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return 'duplicate';
    if (!userId || !sub) return 'ignored';

    await storeSubscription(tx, provider.kind, sub, userId);
    if (invoice && invoice.status === 'paid') {
      const values = {
        userId,
        provider: provider.kind,
        subscriptionId: sub.id,
        number: invoice.number,
        plan: sub.plan,
        subtotalCents: invoice.subtotalCents,
        discountCents: invoice.discountCents,
        totalCents: invoice.totalCents,
        currency: invoice.currency,
        status: invoice.status,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        issuedAt: invoice.issuedAt,
      };
      await tx
        .insert(invoices)
        .values({ id: invoice.id, ...values })
        .onConflictDoUpdate({ target: invoices.id, set: values });
    }
    if (event.checkoutSessionId) {
      await tx
        .update(checkoutSessions)
        .set({ status: 'complete', completedAt: new Date() })
        .where(eq(checkoutSessions.id, event.checkoutSessionId));
    }
    return 'applied';
  });
}
