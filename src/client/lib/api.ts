import type { TApiError } from '../../shared/errors';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Any schema with `parse` (a zod schema): validates the answer. */
  schema?: { parse(data: unknown): T };
  signal?: AbortSignal;
}

/**
 * JSON calls to our own API with the session cookie. Errors become `ApiError` carrying the
 * server's code and message, so pages can show exactly what the server said.
 */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(
      0,
      'NETWORK',
      'We could not reach DateCrunch. Check your connection and try again.',
    );
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    // Checked by hand rather than with zod: this module is in the first chunk every page loads.
    if (isApiError(data)) {
      const { code, message, fields } = data.error;
      throw new ApiError(response.status, code, message, fields);
    }
    throw new ApiError(response.status, 'HTTP_ERROR', `The server answered ${response.status}.`);
  }
  return schema ? schema.parse(data) : (data as T);
}

function isApiError(data: unknown): data is TApiError {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false;
  const error = (data as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
