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
  // The fallback is the hottest path: the pages (and their pre-compressed forms) are read once.
  // index.html holds the pre-rendered landing page (scripts/prerender.tsx) and is sent for `/`;
  // every other client route gets the empty shell, app.html.
  const landing = hasClient ? readPage(indexPath) : undefined;
  const appShellPath = path.join(clientDir, 'app.html');
  const shell = fs.existsSync(appShellPath) ? readPage(appShellPath) : landing;
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
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !landing || !shell) {
      throw new AppError('NOT_FOUND', 'Not found.');
    }
    // A missing file with an extension is a real 404, not a client route.
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
      throw new AppError('NOT_FOUND', 'Not found.');
    }
    const page = pathname === '/' ? landing : shell;
    void reply
      .header('cache-control', 'no-cache')
      .header('content-type', 'text/html; charset=utf-8')
      .header('vary', 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (page.br && /\bbr\b/.test(accepted)) {
      return reply.header('content-encoding', 'br').send(page.br);
    }
    if (page.gz && /\bgzip\b/.test(accepted)) {
      return reply.header('content-encoding', 'gzip').send(page.gz);
    }
    return reply.send(page.raw);
  });
}

interface Page {
  raw: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

function readPage(file: string): Page {
  const readIfThere = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f) : undefined);
  return {
    raw: fs.readFileSync(file),
    br: readIfThere(`${file}.br`),
    gz: readIfThere(`${file}.gz`),
  };
}
