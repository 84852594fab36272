import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A loopback stand-in for api.stripe.com in tests (STYLE habit 8: the outside world is replaced
 * by a real local server speaking its protocol). It answers the calls billing makes with the
 * response shapes of Stripe's API reference, holds subscriptions and invoices that a test can
 * change, and records every request. Webhook events are signed with the SDK's own test helper.
 */

export const WEBHOOK_SECRET = 'whsec_loopback_test_secret';
export const PRICE_MONTHLY = 'price_monthly_test';
export const PRICE_ANNUAL = 'price_annual_test';

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

export interface LoopbackStripe {
  url: string;
  requests: RecordedRequest[];
  subscriptions: Map<string, Record<string, unknown>>;
  invoices: Map<string, Record<string, unknown>>;
  promotionCodes: Map<string, string>;
  close(): Promise<void>;
}

/** A subscription in Stripe's shape (API 2025+: the period lives on the item). */
export function stripeSubscription(input: {
  id: string;
  userId: string;
  price?: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  periodDays?: number;
  endedAt?: number | null;
}): Record<string, unknown> {
  const start = now() - 60;
  return {
    id: input.id,
    object: 'subscription',
    customer: 'cus_loopback_1',
    status: input.status ?? 'active',
    created: start,
    start_date: start,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: null,
    ended_at: input.endedAt ?? null,
    metadata: { user_id: input.userId },
    default_payment_method: {
      id: 'pm_loopback_1',
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    },
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
      data: [
        {
          id: `si_${input.id}`,
          object: 'subscription_item',
          current_period_start: start,
          current_period_end: start + (input.periodDays ?? 30) * DAY,
          price: { id: input.price ?? PRICE_MONTHLY, object: 'price', unit_amount: 799 },
          quantity: 1,
        },
      ],
    },
  };
}

/** A paid invoice in Stripe's shape (API 2025+: the subscription under `parent`). */
export function stripeInvoice(input: {
  id: string;
  subscriptionId: string;
  total?: number;
  discount?: number;
}): Record<string, unknown> {
  const created = now() - 30;
  const total = input.total ?? 799;
  return {
    id: input.id,
    object: 'invoice',
    number: `LOOP-${input.id.slice(-4).toUpperCase()}`,
    status: 'paid',
    currency: 'usd',
    subtotal: total + (input.discount ?? 0),
    total,
    amount_paid: total,
    total_discount_amounts: input.discount ? [{ amount: input.discount, discount: 'di_1' }] : [],
    created,
    period_start: created,
    period_end: created,
    status_transitions: { paid_at: created, finalized_at: created },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        { id: 'il_1', object: 'line_item', period: { start: created, end: created + 30 * DAY } },
      ],
    },
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: input.subscriptionId, metadata: {} },
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function notFound(kind: string, id: string) {
  return {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
    },
  };
}

export async function startLoopbackStripe(): Promise<LoopbackStripe> {
  const state: Omit<LoopbackStripe, 'url' | 'close'> = {
    requests: [],
    subscriptions: new Map(),
    invoices: new Map(),
    promotionCodes: new Map([['FIRSTDATE50', 'promo_firstdate50']]),
  };
  let sessionCount = 0;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://loopback');
    const body = await readBody(req);
    const params = new URLSearchParams(req.method === 'GET' ? url.search : body);
    state.requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_loop' });
      res.end(JSON.stringify(data));
    };
    const parts = url.pathname.split('/').filter(Boolean); // ['v1', resource, id?]
    const [, resource, id] = parts;

    if (resource === 'checkout' && parts[2] === 'sessions' && req.method === 'POST') {
      sessionCount += 1;
      const sid = `cs_test_loop${sessionCount}`;
      const price = params.get('line_items[0][price]') === PRICE_ANNUAL ? 7699 : 799;
      const discounted = params.has('discounts[0][promotion_code]');
      return send(200, {
        id: sid,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        url: `https://checkout.stripe.com/c/pay/${sid}`,
        amount_subtotal: price,
        amount_total: discounted ? Math.round(price / 2) : price,
        total_details: { amount_discount: discounted ? price - Math.round(price / 2) : 0 },
        expires_at: now() + DAY,
        customer_email: params.get('customer_email'),
        client_reference_id: params.get('client_reference_id'),
      });
    }
    if (resource === 'promotion_codes' && req.method === 'GET') {
      const code = params.get('code') ?? '';
      const promo = state.promotionCodes.get(code);
      return send(200, {
        object: 'list',
        url: '/v1/promotion_codes',
        has_more: false,
        data: promo ? [{ id: promo, object: 'promotion_code', code, active: true }] : [],
      });
    }
    if (resource === 'subscriptions' && id) {
      const sub = state.subscriptions.get(id);
      if (!sub) return send(404, notFound('subscription', id));
      if (req.method === 'POST' && params.get('cancel_at_period_end') === 'true') {
        sub.cancel_at_period_end = true;
      }
      if (req.method === 'DELETE') {
        sub.status = 'canceled';
        sub.ended_at = now();
      }
      return send(200, sub);
    }
    if (resource === 'invoices' && id) {
      const invoice = state.invoices.get(id);
      return invoice ? send(200, invoice) : send(404, notFound('invoice', id));
    }
    if (resource === 'billing_portal' && req.method === 'POST') {
      return send(200, {
        id: 'bps_loop',
        object: 'billing_portal.session',
        customer: params.get('customer'),
        return_url: params.get('return_url'),
        url: 'https://billing.stripe.com/p/session/test_loop',
      });
    }
    return send(404, notFound('resource', url.pathname));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...state,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe('sk_test_signer');

/** A webhook event body and its Stripe-Signature header (timestamp in seconds). */
export function signedEvent(
  event: { id: string; type: string; object: Record<string, unknown> },
  options: { secret?: string; timestamp?: number } = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { payload, signature };
}
