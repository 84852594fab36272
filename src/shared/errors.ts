import { z } from './zod';

/**
 * Error codes the API answers with, and their HTTP statuses. The client reads `code` to choose
 * what to show (for example FREE_LIMIT_REACHED opens the upgrade dialog).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  TERMS_NOT_ACCEPTED: 403,
  FORBIDDEN: 403,
  FOREIGN_ORIGIN: 403,
  EMAIL_NOT_VERIFIED: 403,
  FREE_LIMIT_REACHED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_SUBSCRIBED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;
