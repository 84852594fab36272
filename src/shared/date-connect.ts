import { z } from './zod';

/** DateConnect waitlist (spec 02 §2, §5): the form, the route and the tests share this shape. */

export const WAITLIST_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  joined: "You're on the list! We'll email you when DateConnect launches.",
} as const;

export const ZWaitlistRequest = z.object({
  email: z
    .string(WAITLIST_MESSAGES.emailRequired)
    .trim()
    .min(1, WAITLIST_MESSAGES.emailRequired)
    .max(254, WAITLIST_MESSAGES.emailInvalid)
    .pipe(z.email(WAITLIST_MESSAGES.emailInvalid)),
});
export type TWaitlistRequest = z.infer<typeof ZWaitlistRequest>;

/** The same answer whether the address is new or already on the list. */
export const ZWaitlistResponse = z.object({ ok: z.literal(true), message: z.string() });
export type TWaitlistResponse = z.infer<typeof ZWaitlistResponse>;
