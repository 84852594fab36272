import { z } from './zod';

/** GET /api/dev/mailbox (outside production only). */
export const ZMailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;

export const ZMailboxResponse = z.object({
  delivery: z.enum(['outbox', 'smtp']),
  messages: z.array(ZMailboxMessage),
});
export type TMailboxResponse = z.infer<typeof ZMailboxResponse>;
