import { z } from './zod';

/** Web Push shapes (spec 02 §7): what the browser's PushSubscription.toJSON() gives. */

const base64Url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

export const ZPushSubscription = z.object({
  endpoint: z.url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64Url.min(80).max(100),
    auth: base64Url.min(16).max(32),
  }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

export const ZUnsubscribeRequest = z.object({ endpoint: z.url().max(2048) });
export type TUnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;

export const ZVapidPublicKey = z.object({ publicKey: z.string() });
export type TVapidPublicKey = z.infer<typeof ZVapidPublicKey>;

export const ZTestPushResponse = z.object({ sent: z.number().int().min(0) });
export type TTestPushResponse = z.infer<typeof ZTestPushResponse>;

/** What the service worker receives and shows. Never carries a user's date text. */
export const ZPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;
