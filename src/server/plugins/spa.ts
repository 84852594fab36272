import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Serves the built SPA: hashed assets are cached for a year, everything else is revalidated,
 * and any GET that is not an API call or a file falls back to index.html for client routing.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexPath = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  // The fallback is the hottest path: the shell (and its pre-compressed forms) is read once.
  const indexHtml = hasClient ? fs.readFileSync(indexPath) : undefined;
  const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);
  const indexBr = hasClient ? readIfThere(`${indexPath}.br`) : undefined;
  const indexGz = hasClient ? readIfThere(`${indexPath}.gz`) : undefined;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          void reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      throw new AppError('NOT_FOUND', 'There is no such API endpoint.');
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !indexHtml) {
      throw new AppError('NOT_FOUND', 'Not found.');
    }
    // A missing file with an extension is a real 404, not a client route.
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
      throw new AppError('NOT_FOUND', 'Not found.');
    }
    void reply
      .header('cache-control', 'no-cache')
      .header('content-type', 'text/html; charset=utf-8')
      .header('vary', 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (indexBr && /\bbr\b/.test(accepted)) {
      return reply.header('content-encoding', 'br').send(indexBr);
    }
    if (indexGz && /\bgzip\b/.test(accepted)) {
      return reply.header('content-encoding', 'gzip').send(indexGz);
    }
    return reply.send(indexHtml);
  });
}
