import { useState } from 'react';
import {
  BILLING_MESSAGES,
  ZBillingOverview,
  ZCancelResponse,
  ZCheckoutResponse,
  ZInvoiceList,
  ZPromo,
  ZRedirect,
  ZSandboxSession,
  type TSandboxPayRequest,
} from '../../../shared/billing';
import type { BillingCycle } from '../../../shared/constants';
import { toast } from '../../components/ui/toast';
import { apiFetch, ApiError } from '../../lib/api';

/** Calls of the billing API (issue 6); shapes from src/shared/billing.ts. */

export const BILLING_QUERY_KEY = ['billing'] as const;

export const fetchPromo = (code: string) =>
  apiFetch(`/api/billing/promo-codes/${encodeURIComponent(code.trim())}`, { schema: ZPromo });

export const fetchOverview = () =>
  apiFetch('/api/billing/subscription', { schema: ZBillingOverview });

export const fetchInvoices = () => apiFetch('/api/billing/invoices', { schema: ZInvoiceList });

export const cancelSubscription = () =>
  apiFetch('/api/billing/subscription/cancel', {
    method: 'POST',
    body: {},
    schema: ZCancelResponse,
  });

export const paymentMethodUrl = () =>
  apiFetch('/api/billing/payment-method', { method: 'POST', body: {}, schema: ZRedirect });

export const fetchSandboxSession = (id: string) =>
  apiFetch(`/api/billing/sandbox/sessions/${encodeURIComponent(id)}`, { schema: ZSandboxSession });

export const paySandbox = (id: string, body: TSandboxPayRequest) =>
  apiFetch(`/api/billing/sandbox/sessions/${encodeURIComponent(id)}/pay`, {
    method: 'POST',
    body,
    schema: ZRedirect,
  });

export const cancelSandbox = (id: string) =>
  apiFetch(`/api/billing/sandbox/sessions/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: {},
    schema: ZRedirect,
  });

/** Spec 01 §8 toasts for a checkout that did not start. */
function showCheckoutError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) {
    toast({ title: 'Sign in required', description: BILLING_MESSAGES.signInRequired });
  } else if (error instanceof ApiError && error.code === 'ALREADY_SUBSCRIBED') {
    toast({ title: 'Already subscribed', description: error.message });
  } else {
    toast({
      title: 'Checkout failed',
      description:
        error instanceof ApiError && error.message
          ? error.message
          : BILLING_MESSAGES.checkoutFailed,
      variant: 'destructive',
    });
  }
}

/**
 * Checkout (spec 01 §4): 'Processing...' while the server creates the session, then the browser
 * goes to the provider's page; on failure or 'already subscribed' it returns to idle.
 */
export function useCheckout() {
  const [pending, setPending] = useState(false);
  const start = async (cycle: BillingCycle, promoCode?: string) => {
    setPending(true);
    try {
      const code = promoCode?.trim();
      const session = await apiFetch('/api/billing/checkout', {
        method: 'POST',
        body: { cycle, ...(code ? { promoCode: code } : {}) },
        schema: ZCheckoutResponse,
      });
      window.location.assign(session.url);
    } catch (error) {
      showCheckoutError(error);
      setPending(false);
    }
  };
  return { start, pending };
}
