import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_APP_MANIFEST } from './src/client/features/pwa/manifest';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes .br and .gz beside each text asset; the server sends them with @fastify/static's preCompressed. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'datecrunch-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await fs.readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((f) => /\.(js|css|html|svg|json|webmanifest|txt)$/.test(f))
          .map(async (f) => {
            const file = path.join(outDir, f);
            const data = await fs.readFile(file);
            if (data.length < 1024) return;
            await fs.writeFile(`${file}.br`, await brotli(data));
            await fs.writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
          }),
      );
    },
  };
}

/**
 * Puts the stylesheet inside index.html: one round trip less before the first paint (the CSS is
 * about 9 KB compressed, and the HTML is sent pre-compressed). The CSP allows inline styles.
 */
function inlineCss(): Plugin {
  return {
    name: 'datecrunch-inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
      html.source = html.source.replace(
        /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
        (tag, file: string) => {
          const css = bundle[file];
          if (!css || css.type !== 'asset') return tag;
          return `<style>${String(css.source)}</style>`;
        },
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (src/client/sw.ts) is built to /sw.js with the precache list injected.
    // Registration is ours (src/client/features/pwa), so nothing is injected into index.html
    // except the manifest link. Only build files are precached: never /api, never user text.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/client',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: WEB_APP_MANIFEST,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,webmanifest}'],
        // The hero video and its poster stay network-only: large, and not needed offline.
        globIgnores: ['**/*.br', '**/*.gz', 'media/**'],
      },
      devOptions: { enabled: false },
    }),
    inlineCss(),
    precompress(),
  ],
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
});
