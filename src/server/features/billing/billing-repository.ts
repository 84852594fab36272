import { and, desc, eq } from 'drizzle-orm';
import { BILLING_MESSAGES, type TInvoice, type TSubscriptionInfo } from '../../../shared/billing';
import { PROMOTIONS, type BillingCycle } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { checkoutSessions, invoices, promoCodes, subscriptions } from '../../db/schema/billing';
import { AppError } from '../../errors';
import { isEntitled } from './payment-events';

export type PromoRow = typeof promoCodes.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** Keeps promo_codes equal to PROMOTIONS (the one source, shown on /promo-codes too). */
export async function seedPromoCodes(db: Db): Promise<void> {
  for (const p of PROMOTIONS) {
    const values = {
      description: p.description,
      percentOff: p.percentOff,
      cycle: p.cycle,
      duration: 'once' as const,
      expiresOn: p.expires,
    };
    await db
      .insert(promoCodes)
      .values({ code: p.code, ...values })
      .onConflictDoUpdate({ target: promoCodes.code, set: values });
  }
}

const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** A usable promotion for `code` (trimmed, any case), or AppError with the user's message. */
export async function findUsablePromo(
  db: Db,
  code: string,
  cycle?: BillingCycle,
): Promise<PromoRow> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, code.trim().toUpperCase()));
  if (!row) throw new AppError('NOT_FOUND', BILLING_MESSAGES.promoUnknown);
  if (row.expiresOn < today()) throw new AppError('UNPROCESSABLE', BILLING_MESSAGES.promoExpired);
  if (cycle && row.cycle !== cycle) {
    throw new AppError('UNPROCESSABLE', BILLING_MESSAGES.promoWrongCycle(row.cycle));
  }
  return row;
}

export async function listSubscriptions(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startedAt));
}

/** The subscription that gives Premium now, if any. */
export async function entitledSubscription(
  db: Db,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const now = new Date();
  return (await listSubscriptions(db, userId)).find((s) => isEntitled(s, now));
}

export function toSubscriptionInfo(row: SubscriptionRow): TSubscriptionInfo {
  return {
    plan: row.plan,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentMethodLabel: row.paymentMethodLabel,
  };
}

export async function listInvoices(db: Db, userId: string): Promise<TInvoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    date: r.issuedAt.toISOString(),
    plan: r.plan,
    amountCents: r.totalCents,
    currency: r.currency,
    status: r.status,
  }));
}

/** The user's own invoice; another user's id is not found (404), like an unknown one. */
export async function getOwnInvoice(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Invoice not found.');
  return row;
}

/** The user's own checkout session; another user's id is not found (404). */
export async function getOwnSession(
  db: Db,
  userId: string,
  id: string,
): Promise<CheckoutSessionRow> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'This checkout was not found.');
  return row;
}
