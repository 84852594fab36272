import { z } from 'zod';

// Our CSP forbids eval in the browser. zod would probe for it (new Function) before its first
// parse, which the browser reports as a CSP violation; in the browser we tell zod not to try.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };

/**
 * An identifier in a URL path (promo code, checkout session, invoice): letters, digits, `_` and
 * `-` only, so no other character can reach a query.
 */
export const ZPathId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Not a valid identifier');
