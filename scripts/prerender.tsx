/**
 * Runs after `vite build`: renders the landing page (`/`) to static HTML inside the built
 * index.html, so the first paint needs no script, and keeps the empty shell as app.html for every
 * other route (the server sends it for client routes; the service worker falls back to it).
 * The browser then renders the same tree over it (src/client/main.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../src/client/app';
import { appRoutes } from '../src/client/router';

const dir = path.resolve('dist/client');
const indexFile = path.join(dir, 'index.html');
const shell = fs.readFileSync(indexFile, 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error('dist/client/index.html has no empty #root to fill');

const handler = createStaticHandler(appRoutes);
const context = await handler.query(new Request('http://localhost/'));
if (context instanceof Response) throw new Error(`prerender of / answered ${context.status}`);
const router = createStaticRouter(handler.dataRoutes, context);
const body = renderToString(
  <AppProviders>
    <StaticRouterProvider router={router} context={context} hydrate={false} />
  </AppProviders>,
);
if (!body.includes('Date with Intelligence')) throw new Error('the landing page did not render');

function write(file: string, html: string): void {
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
}
write(path.join(dir, 'app.html'), shell);
write(indexFile, shell.replace(ROOT, `<div id="root">${body}</div>`));
console.log(`prerendered / (${body.length} characters) into ${path.relative('.', indexFile)}`);
