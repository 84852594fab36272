import type { FastifyInstance } from 'fastify';
import { SANDBOX_CARDS } from '../../../shared/billing';
import { TEST_ORIGIN } from '../auth/testing';

/** Helpers for the billing API tests: every step is a real request. */

export function post(app: FastifyInstance, url: string, payload: object = {}, cookie = '') {
  return app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

export function card(number: string = SANDBOX_CARDS.success) {
  const year = (new Date().getUTCFullYear() + 2) % 100;
  return { cardNumber: number, expiry: `12 / ${year}`, cvc: '123', name: 'Jordan Lee' };
}

/** Starts a sandbox checkout and pays it with `number`; answers the pay response. */
export async function buyWithSandbox(
  app: FastifyInstance,
  cookie: string,
  cycle: 'monthly' | 'annual',
  options: { number?: string; promoCode?: string } = {},
) {
  const checkout = await post(
    app,
    '/api/billing/checkout',
    { cycle, ...(options.promoCode ? { promoCode: options.promoCode } : {}) },
    cookie,
  );
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  const { sessionId } = checkout.json() as { sessionId: string };
  const paid = await post(
    app,
    `/api/billing/sandbox/sessions/${sessionId}/pay`,
    card(options.number),
    cookie,
  );
  return { sessionId, paid };
}
