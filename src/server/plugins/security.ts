import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Origins whose data-changing requests are accepted: our own, plus the Vite dev server. */
export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.PUBLIC_URL).origin];
  if (!config.isProduction) origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    // Only our own origin: no script, style, image, video or font from anywhere else.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and motion set inline styles on elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile pictures come from S3_PUBLIC_URL when one is set (infra/storage).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []),
        ],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  const allowed = new Set(trustedOrigins(config));
  // Cookie-authenticated state changes from a foreign page are refused (DECISIONS: Sessions).
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/billing/webhook')) return; // signed by the provider instead
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if ((origin && !allowed.has(origin)) || fetchSite === 'cross-site') {
      throw new AppError('FOREIGN_ORIGIN', 'This request came from another site and was refused.');
    }
  });
}
