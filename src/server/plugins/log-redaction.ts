/**
 * One serializer for every error the server logs (under `err` or `error`). It keeps what helps
 * to find a bug (type, message, code, stack, table/column/constraint names, the cause chain) and
 * drops what can carry user data: a failed query's parameters (`params`, and the `params:` line
 * drizzle adds to the message and stack), PostgreSQL's `detail`/`where`/`hint`, which quote row
 * values, and the quoted input PostgreSQL puts in its messages (`invalid input syntax for type
 * integer: "..."`).
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

/** A database server error: it has a five-character SQLSTATE and a severity. */
function isDatabaseError(error: Error): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) {
    if (error && typeof error === 'object') return { type: 'object', keys: Object.keys(error) };
    return error;
  }
  const quoted = isDatabaseError(error);
  const clean = (text: string) => {
    const redacted = redactText(text);
    return quoted ? redacted.replace(/"[^"\n]*"/g, '"[redacted]"') : redacted;
  };
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: clean(error.message),
  };
  if (error.stack) out.stack = clean(error.stack);
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
