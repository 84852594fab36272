import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (written to /manifest.webmanifest by vite-plugin-pwa). `share_target`
 * makes the installed app appear in the system share menu; shared items open /share with
 * title, text and url in the query (spec 02 §2 Share screen).
 */
export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'DateCrunch',
  short_name: 'DateCrunch',
  description:
    'Write how your date went and get an honest analysis: a score, red flags, compatibility and tips.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#ffffff',
  theme_color: '#be185d',
  categories: ['lifestyle', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  share_target: {
    action: '/share',
    method: 'GET',
    enctype: 'application/x-www-form-urlencoded',
    params: { title: 'title', text: 'text', url: 'url' },
  },
};
