import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Input rules that hold on every route before any route code runs:
 *
 * - JSON bodies are scanned once, as text, before they are parsed: more than MAX_JSON_DEPTH
 *   nested arrays/objects, or a NUL character (`\u0000`) inside a string, is a 400. Deep
 *   nesting would otherwise overflow the stack wherever the value is walked again
 *   (JSON.stringify, validation), and PostgreSQL refuses NUL in text.
 * - A URL with a NUL byte anywhere, or a control character in its path, is a 400.
 *
 * Body size is Fastify's `bodyLimit` (global, and smaller on the account routes).
 */

export const MAX_JSON_DEPTH = 32;

export type JsonScanProblem = 'too-deep' | 'nul';

/** Walks JSON text once, outside and inside strings, without building anything. */
export function scanJson(text: string, maxDepth = MAX_JSON_DEPTH): JsonScanProblem | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) {
        // `\u0000` spelled in any case of hex digits.
        if (text.charCodeAt(i + 1) === 0x75 /* u */ && /^0000$/.test(text.slice(i + 2, i + 6))) {
          return 'nul';
        }
        i++; // skip the escaped character
      } else if (c === 0x22 /* " */) {
        inString = false;
      } else if (c === 0) {
        return 'nul';
      }
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > maxDepth) return 'too-deep';
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return null;
}

// eslint-disable-next-line no-control-regex
const CONTROL_IN_PATH = /[\u0000-\u001f\u007f]/;

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const problem = scanJson(text);
    if (problem === 'too-deep') {
      done(
        new AppError(
          'BAD_REQUEST',
          `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
        ),
        undefined,
      );
      return;
    }
    if (problem === 'nul') {
      done(new AppError('BAD_REQUEST', 'Text may not contain NUL characters.'), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('onRequest', async (request) => {
    const raw = request.url;
    const queryAt = raw.indexOf('?');
    const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
    if (/%00/.test(raw) || raw.includes('\u0000')) {
      throw new AppError('BAD_REQUEST', 'The address contains a NUL character.');
    }
    const path = decodedOrNull(rawPath);
    if (path === null || CONTROL_IN_PATH.test(path)) {
      throw new AppError('BAD_REQUEST', 'The address is not valid.');
    }
  });
}
