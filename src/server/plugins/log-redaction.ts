/**
 * One serializer for every error the server logs (under `err`, `error` or `failure`). It keeps
 * what helps to find a bug (type, message, code, stack, the cause chain) and drops what can carry
 * user data: a failed query's parameters (`params`, and the `params:` line drizzle adds to the
 * message and stack), and PostgreSQL's `detail`/`where`/`hint`, which quote row values.
 */

const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

function redactText(text: string): string {
  return text.replace(PARAMS_LINE, '\nparams: [redacted]');
}

const KEPT_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'statusCode'];

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  [field: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) {
    if (error && typeof error === 'object') return { type: 'object', keys: Object.keys(error) };
    return error;
  }
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: redactText(error.message),
  };
  if (error.stack) out.stack = redactText(error.stack);
  const record = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** Pino serializers: the request without its query (the share target puts user text there). */
export const logSerializers = {
  req(request: { method: string; url: string; id: string }) {
    return { id: request.id, method: request.method, path: request.url.split('?')[0] };
  },
  err: serializeError,
  error: serializeError,
};
