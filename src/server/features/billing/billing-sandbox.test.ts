import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, SANDBOX_CARDS } from '../../../shared/billing';
import { PRICES_CENTS, SUBSCRIPTION_DAYS } from '../../../shared/constants';
import { invoices, paymentEvents, subscriptions } from '../../db/schema/billing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiGet, createMember, readProfile, setProfile } from '../analysis/crunch-testing';
import { createVerifiedUser, TEST_ORIGIN } from '../auth/testing';
import { buyWithSandbox, card, post } from './billing-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DISABLE_RATE_LIMITS: 'true' });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sandbox checkout', () => {
  it('refuses a visitor with "Sign in required" and a user without accepted terms', async () => {
    const visitor = await post(t.app, '/api/billing/checkout', { cycle: 'monthly' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe(BILLING_MESSAGES.signInRequired);
    const unaccepted = await createVerifiedUser(t.app, t.database.db);
    const res = await post(t.app, '/api/billing/checkout', { cycle: 'monthly' }, unaccepted.cookie);
    expect(res.statusCode).toBe(403);
  });

  it('pays an annual plan with 4242: subscription, invoice, premium to the period end', async () => {
    const m = await createMember(t.app, t.database.db);
    const checkout = await post(t.app, '/api/billing/checkout', { cycle: 'annual' }, m.cookie);
    expect(checkout.statusCode).toBe(200);
    const { url, sessionId } = checkout.json();
    expect(url).toBe(`${t.config.PUBLIC_URL}/checkout/sandbox/${sessionId}`);
    expect((await readProfile(t.database.db, m.userId)).isPremium).toBe(false);

    const session = await apiGet(t.app, `/api/billing/sandbox/sessions/${sessionId}`, m.cookie);
    expect(session.json()).toMatchObject({
      plan: 'annual',
      amountCents: PRICES_CENTS.annual,
      discountCents: 0,
      status: 'open',
      email: m.email,
    });

    const before = Date.now();
    const paid = await post(
      t.app,
      `/api/billing/sandbox/sessions/${sessionId}/pay`,
      card(),
      m.cookie,
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ url: '/payment-success?plan=annual' });

    const profile = await readProfile(t.database.db, m.userId);
    expect(profile.isPremium).toBe(true);
    expect(profile.subscriptionType).toBe('annual');
    const days = (profile.subscriptionEnd!.getTime() - before) / DAY_MS;
    expect(Math.round(days)).toBe(SUBSCRIPTION_DAYS.annual);

    const list = await apiGet(t.app, '/api/billing/invoices', m.cookie);
    expect(list.json().invoices).toHaveLength(1);
    expect(list.json().invoices[0]).toMatchObject({
      plan: 'annual',
      amountCents: PRICES_CENTS.annual,
      status: 'paid',
    });
    const overview = await apiGet(t.app, '/api/billing/subscription', m.cookie);
    expect(overview.json()).toMatchObject({
      provider: 'sandbox',
      subscription: {
        plan: 'annual',
        cancelAtPeriodEnd: false,
        paymentMethodLabel: 'Visa •••• 4242',
      },
    });

    // Paying the same session again, or a second checkout, cannot charge twice.
    const again = await post(
      t.app,
      `/api/billing/sandbox/sessions/${sessionId}/pay`,
      card(),
      m.cookie,
    );
    expect(again.statusCode).toBe(409);
    const second = await post(t.app, '/api/billing/checkout', { cycle: 'annual' }, m.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(BILLING_MESSAGES.alreadySubscribed);
  });

  it('declines 4000 0000 0000 0002 with a clear message and changes nothing', async () => {
    const m = await createMember(t.app, t.database.db);
    const { paid } = await buyWithSandbox(t.app, m.cookie, 'monthly', {
      number: SANDBOX_CARDS.declined,
    });
    expect(paid.statusCode).toBe(422);
    expect(paid.json().error.message).toBe(BILLING_MESSAGES.cardDeclined);
    expect((await readProfile(t.database.db, m.userId)).isPremium).toBe(false);
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, m.userId));
    expect(rows).toHaveLength(0);
  });

  it('applies a promo code to its cycle only, and refuses unknown codes', async () => {
    const m = await createMember(t.app, t.database.db);
    const ok = await apiGet(t.app, '/api/billing/promo-codes/firstdate50');
    expect(ok.json()).toMatchObject({ code: 'FIRSTDATE50', percentOff: 50, cycle: 'monthly' });
    const unknown = await apiGet(t.app, '/api/billing/promo-codes/NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(BILLING_MESSAGES.promoUnknown);
    const wrong = await post(
      t.app,
      '/api/billing/checkout',
      { cycle: 'annual', promoCode: 'FIRSTDATE50' },
      m.cookie,
    );
    expect(wrong.statusCode).toBe(422);

    const { sessionId, paid } = await buyWithSandbox(t.app, m.cookie, 'monthly', {
      promoCode: '  firstdate50 ',
    });
    expect(paid.statusCode).toBe(200);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, m.userId));
    expect(invoice).toMatchObject({
      subtotalCents: PRICES_CENTS.monthly,
      discountCents: Math.round(PRICES_CENTS.monthly / 2),
      totalCents: PRICES_CENTS.monthly - Math.round(PRICES_CENTS.monthly / 2),
    });
    expect(sessionId).toMatch(/^cs_sbx_/);
  });

  it('an expired promo code is refused before checkout', async () => {
    await t.database.db.execute(
      sql`insert into promo_codes (code, description, percent_off, cycle, expires_on)
          values ('OLD10', 'old', 10, 'monthly', '2020-01-01') on conflict do nothing`,
    );
    const res = await apiGet(t.app, '/api/billing/promo-codes/old10');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(BILLING_MESSAGES.promoExpired);
  });

  it('cancels at period end: stays premium, then premium ends once the end passes', async () => {
    const m = await createMember(t.app, t.database.db);
    expect((await buyWithSandbox(t.app, m.cookie, 'monthly')).paid.statusCode).toBe(200);
    const cancel = await post(t.app, '/api/billing/subscription/cancel', {}, m.cookie);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().subscription.cancelAtPeriodEnd).toBe(true);
    const session = await apiGet(t.app, '/api/session', m.cookie);
    expect(session.json().profile.is_premium).toBe(true);

    // The period ends without a renewal (the sandbox has none): the server turns premium off.
    await setProfile(t.database.db, m.userId, { subscriptionEnd: new Date(Date.now() - 1000) });
    const after = await apiGet(t.app, '/api/session', m.cookie);
    expect(after.json().profile.is_premium).toBe(false);
  });

  it('replaces the card through a sandbox setup session', async () => {
    const m = await createMember(t.app, t.database.db);
    await buyWithSandbox(t.app, m.cookie, 'monthly');
    const res = await post(t.app, '/api/billing/payment-method', {}, m.cookie);
    expect(res.statusCode).toBe(200);
    const id = (res.json().url as string).split('/').pop()!;
    const session = await apiGet(t.app, `/api/billing/sandbox/sessions/${id}`, m.cookie);
    expect(session.json()).toMatchObject({ mode: 'setup', amountCents: 0 });
    const paid = await post(t.app, `/api/billing/sandbox/sessions/${id}/pay`, card(), m.cookie);
    expect(paid.json()).toEqual({ url: '/billing' });
  });
});

describe('ownership and what clients cannot do', () => {
  it("answers 404 for another user's invoice and checkout session", async () => {
    const owner = await createMember(t.app, t.database.db);
    const other = await createMember(t.app, t.database.db);
    const { sessionId } = await buyWithSandbox(t.app, owner.cookie, 'monthly');
    const invoiceId = (await apiGet(t.app, '/api/billing/invoices', owner.cookie)).json()
      .invoices[0].id as string;

    const mine = await apiGet(t.app, `/api/invoices/${invoiceId}`, owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

    expect((await apiGet(t.app, `/api/invoices/${invoiceId}`, other.cookie)).statusCode).toBe(404);
    expect((await apiGet(t.app, `/api/invoices/${invoiceId}`)).statusCode).toBe(401);
    const session = await apiGet(t.app, `/api/billing/sandbox/sessions/${sessionId}`, other.cookie);
    expect(session.statusCode).toBe(404);
    const listed = await apiGet(t.app, '/api/billing/invoices', other.cookie);
    expect(listed.json().invoices).toEqual([]);
  });

  it('no client request sets premium', async () => {
    const m = await createMember(t.app, t.database.db);
    const tries = [
      t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { origin: TEST_ORIGIN, cookie: m.cookie },
        payload: { is_premium: true, subscription_type: 'annual' },
      }),
      post(t.app, '/api/billing/webhook', { type: 'invoice.paid' }, m.cookie),
      post(t.app, '/api/billing/subscription/cancel', {}, m.cookie),
      apiGet(t.app, '/payment-success?plan=annual', m.cookie),
    ];
    // Someone else's session cannot be paid into this account either.
    const other = await createMember(t.app, t.database.db);
    const checkout = await post(t.app, '/api/billing/checkout', { cycle: 'monthly' }, other.cookie);
    tries.push(
      post(
        t.app,
        `/api/billing/sandbox/sessions/${checkout.json().sessionId}/pay`,
        card(),
        m.cookie,
      ),
    );
    const answers = await Promise.all(tries);
    // The page itself is the SPA (200 with a build, 404 without one): either way it grants nothing.
    expect(answers.map((a) => a.statusCode)).toEqual([400, 404, 404, expect.any(Number), 404]);
    const profile = await readProfile(t.database.db, m.userId);
    expect(profile.isPremium).toBe(false);
    expect(profile.subscriptionType).toBeNull();
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.userId, m.userId));
    expect(events).toEqual([]);
  });
});
