import { z } from './zod';

/** Public facts the client needs from the server's settings. */
export const ZMeta = z.object({
  supportEmail: z.email(),
  googleSignIn: z.boolean(),
  payments: z.enum(['sandbox', 'stripe']),
});
export type TMeta = z.infer<typeof ZMeta>;
