import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, paymentEvents, subscriptions } from '../../db/schema/billing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deleteAccount } from '../account/account-testing';
import { apiGet, createMember, readProfile } from '../analysis/crunch-testing';
import { post } from './billing-testing';
import {
  PRICE_ANNUAL,
  PRICE_MONTHLY,
  signedEvent,
  startLoopbackStripe,
  stripeInvoice,
  stripeSubscription,
  WEBHOOK_SECRET,
  type LoopbackStripe,
} from './stripe-loopback';

let t: TestApp;
let stripe: LoopbackStripe;
beforeAll(async () => {
  stripe = await startLoopbackStripe();
  t = await createTestApp({
    DISABLE_RATE_LIMITS: 'true',
    STRIPE_SECRET_KEY: 'sk_test_loopback',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: PRICE_MONTHLY,
    STRIPE_PRICE_ANNUAL: PRICE_ANNUAL,
    STRIPE_API_BASE: stripe.url,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

let counter = 0;
const uid = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter += 1)}`;

function deliver(signed: { payload: string; signature?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signed.signature ? { 'stripe-signature': signed.signature } : {}),
    },
    payload: signed.payload,
  });
}

/** A member with a subscription and a paid invoice held by the loopback Stripe. */
async function memberWithStripeState(price = PRICE_MONTHLY) {
  const member = await createMember(t.app, t.database.db);
  const subId = uid('sub');
  const invId = uid('in');
  stripe.subscriptions.set(subId, stripeSubscription({ id: subId, userId: member.userId, price }));
  stripe.invoices.set(invId, stripeInvoice({ id: invId, subscriptionId: subId }));
  return { member, subId, invId };
}

const rowsFor = async (userId: string) => ({
  subs: await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
  invoices: await t.database.db.select().from(invoices).where(eq(invoices.userId, userId)),
  events: await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.userId, userId)),
});

describe('Stripe checkout', () => {
  it('creates a subscription-mode session with price, URLs, e-mail and the promo', async () => {
    const m = await createMember(t.app, t.database.db);
    const res = await post(
      t.app,
      '/api/billing/checkout',
      { cycle: 'monthly', promoCode: ' FIRSTDATE50 ' },
      m.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const call = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(Object.fromEntries(call.params)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICE_MONTHLY,
      customer_email: m.email,
      client_reference_id: m.userId,
      'subscription_data[metadata][user_id]': m.userId,
      success_url: `${t.config.PUBLIC_URL}/payment-success?plan=monthly`,
      cancel_url: `${t.config.PUBLIC_URL}/payment-canceled`,
      'discounts[0][promotion_code]': 'promo_firstdate50',
    });
    expect(call.params.has('allow_promotion_codes')).toBe(false);

    await post(t.app, '/api/billing/checkout', { cycle: 'annual' }, m.cookie);
    const plain = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(plain.params.get('line_items[0][price]')).toBe(PRICE_ANNUAL);
    expect(plain.params.get('allow_promotion_codes')).toBe('true');
  });

  it('has no sandbox checkout while Stripe is the provider', async () => {
    const m = await createMember(t.app, t.database.db);
    const res = await post(t.app, '/api/billing/sandbox/sessions/cs_x/pay', {}, m.cookie);
    expect(res.statusCode).toBe(404);
  });
});

describe('Stripe webhook', () => {
  it('a signed event grants premium from the state re-read at Stripe', async () => {
    const { member, subId, invId } = await memberWithStripeState(PRICE_ANNUAL);
    // The event body claims something else: the handler trusts only what it re-reads.
    const res = await deliver(
      signedEvent({
        id: uid('evt'),
        type: 'invoice.paid',
        object: { id: invId, object: 'invoice', status: 'void', total: 1 },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    const profile = await readProfile(t.database.db, member.userId);
    expect(profile.isPremium).toBe(true);
    expect(profile.subscriptionType).toBe('annual');
    const rows = await rowsFor(member.userId);
    expect(rows.subs[0]).toMatchObject({ id: subId, status: 'active', plan: 'annual' });
    expect(rows.invoices[0]).toMatchObject({ id: invId, totalCents: 799, status: 'paid' });
    expect(rows.subs[0]!.paymentMethodLabel).toBe('Visa •••• 4242');
  });

  it('forged, unsigned and stale (over 300 s) events change nothing', async () => {
    const { member, subId } = await memberWithStripeState();
    const object = { id: subId, object: 'subscription' };
    const type = 'customer.subscription.updated';
    const forged = signedEvent({ id: uid('evt'), type, object }, { secret: 'whsec_attacker' });
    const unsigned = { payload: signedEvent({ id: uid('evt'), type, object }).payload };
    const stale = signedEvent(
      { id: uid('evt'), type, object },
      { timestamp: Math.floor(Date.now() / 1000) - 301 },
    );
    const tampered = signedEvent({ id: uid('evt'), type, object });
    tampered.payload = tampered.payload.replace('"livemode":false', '"livemode":true');
    for (const attempt of [forged, unsigned, stale, tampered]) {
      const res = await deliver(attempt);
      expect(res.statusCode).toBe(400);
    }
    expect((await readProfile(t.database.db, member.userId)).isPremium).toBe(false);
    expect(await rowsFor(member.userId)).toEqual({ subs: [], invoices: [], events: [] });
  });

  it('a replayed event is a no-op even when Stripe has moved on', async () => {
    const { member, subId } = await memberWithStripeState();
    const event = signedEvent({
      id: uid('evt'),
      type: 'customer.subscription.created',
      object: { id: subId, object: 'subscription' },
    });
    expect((await deliver(event)).json().outcome).toBe('applied');
    expect((await readProfile(t.database.db, member.userId)).isPremium).toBe(true);
    stripe.subscriptions.get(subId)!.status = 'canceled';
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    expect((await readProfile(t.database.db, member.userId)).isPremium).toBe(true);
    expect((await rowsFor(member.userId)).events).toHaveLength(1);
  });

  it('10 concurrent duplicates apply once', async () => {
    const { member, invId } = await memberWithStripeState();
    const event = signedEvent({
      id: uid('evt'),
      type: 'invoice.paid',
      object: { id: invId, object: 'invoice' },
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((a) => a.json().outcome as string);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    const rows = await rowsFor(member.userId);
    expect([rows.subs.length, rows.invoices.length, rows.events.length]).toEqual([1, 1, 1]);
  });

  it('shuffled events end in the state Stripe holds (cancelled at period end)', async () => {
    const { member, subId, invId } = await memberWithStripeState();
    stripe.subscriptions.get(subId)!.cancel_at_period_end = true;
    const sub = { id: subId, object: 'subscription' };
    const events = [
      signedEvent({ id: uid('evt'), type: 'customer.subscription.updated', object: sub }),
      signedEvent({ id: uid('evt'), type: 'invoice.paid', object: { id: invId } }),
      signedEvent({
        id: uid('evt'),
        type: 'checkout.session.completed',
        object: { id: uid('cs'), object: 'checkout.session', subscription: subId },
      }),
      signedEvent({ id: uid('evt'), type: 'customer.subscription.created', object: sub }),
    ];
    for (const e of events) expect((await deliver(e)).statusCode).toBe(200);
    const rows = await rowsFor(member.userId);
    expect(rows.subs[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(rows.invoices).toHaveLength(1);
    const profile = await readProfile(t.database.db, member.userId);
    expect(profile.isPremium).toBe(true);
    expect(profile.subscriptionEnd!.getTime()).toBe(rows.subs[0]!.currentPeriodEnd.getTime());
  });

  it('shuffled events with a deletion first still end without premium', async () => {
    const { member, subId, invId } = await memberWithStripeState();
    const held = stripe.subscriptions.get(subId)!;
    held.status = 'canceled';
    held.ended_at = Math.floor(Date.now() / 1000) - 5;
    const sub = { id: subId, object: 'subscription' };
    const events = [
      signedEvent({ id: uid('evt'), type: 'customer.subscription.deleted', object: sub }),
      signedEvent({ id: uid('evt'), type: 'customer.subscription.created', object: sub }),
      signedEvent({ id: uid('evt'), type: 'invoice.paid', object: { id: invId } }),
    ];
    for (const e of events) expect((await deliver(e)).statusCode).toBe(200);
    const profile = await readProfile(t.database.db, member.userId);
    expect(profile.isPremium).toBe(false);
    expect((await rowsFor(member.userId)).subs[0]!.status).toBe('canceled');
  });

  it('cancel at period end and the customer portal go through Stripe', async () => {
    const { member, subId } = await memberWithStripeState();
    await deliver(
      signedEvent({
        id: uid('evt'),
        type: 'customer.subscription.created',
        object: { id: subId },
      }),
    );
    const cancel = await post(t.app, '/api/billing/subscription/cancel', {}, member.cookie);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().subscription.cancelAtPeriodEnd).toBe(true);
    const update = stripe.requests.find(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subId}`,
    );
    expect(update?.params.get('cancel_at_period_end')).toBe('true');
    const session = await apiGet(t.app, '/api/session', member.cookie);
    expect(session.json().profile.is_premium).toBe(true);

    const portal = await post(t.app, '/api/billing/payment-method', {}, member.cookie);
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.com/p/session/test_loop' });
  });

  it('account deletion cancels the subscription at Stripe and erases the billing rows', async () => {
    const { member, subId, invId } = await memberWithStripeState();
    await deliver(signedEvent({ id: uid('evt'), type: 'invoice.paid', object: { id: invId } }));
    expect((await rowsFor(member.userId)).subs).toHaveLength(1);
    const res = await deleteAccount(t.app, member.cookie, member.password);
    expect(res.statusCode).toBe(200);
    const cancelled = stripe.requests.find(
      (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subId}`,
    );
    expect(cancelled).toBeDefined();
    expect(await rowsFor(member.userId)).toEqual({ subs: [], invoices: [], events: [] });
  });
});
