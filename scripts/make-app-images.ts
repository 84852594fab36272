/**
 * Generates the installable app's icons (public/icons) and the DateConnect demo's sample
 * profile illustrations (public/date-connect). Run once after changing the artwork:
 *
 *   node --import tsx scripts/make-app-images.ts
 *
 * Everything is drawn from SVG here with sharp: no photos, no people, no downloads.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const BRAND = '#be185d';

/** The heart-and-check mark of public/favicon.svg, on a 64-unit grid. */
const MARK = `<path d="M32 50s-16-9.6-16-21a9 9 0 0 1 16-5.6A9 9 0 0 1 48 29c0 11.4-16 21-16 21z" fill="#fff"/>
<path d="M27 30l4 4 7-8" stroke="${BRAND}" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Rounded tile for "any" icons; full-bleed with the mark inside the 80% safe zone for maskable. */
function iconSvg(kind: 'any' | 'maskable'): string {
  const bg =
    kind === 'any'
      ? `<rect width="64" height="64" rx="14" fill="${BRAND}"/>`
      : `<rect width="64" height="64" fill="${BRAND}"/>`;
  const scale = kind === 'any' ? 1 : 0.72;
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${bg}<g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g></svg>`;
}

async function icons(): Promise<void> {
  const dir = path.join(ROOT, 'public/icons');
  await fs.mkdir(dir, { recursive: true });
  const jobs: Array<[string, 'any' | 'maskable', number]> = [
    ['icon-192.png', 'any', 192],
    ['icon-512.png', 'any', 512],
    ['maskable-192.png', 'maskable', 192],
    ['maskable-512.png', 'maskable', 512],
    ['apple-touch-icon.png', 'maskable', 180],
  ];
  for (const [name, kind, size] of jobs) {
    await sharp(Buffer.from(iconSvg(kind)), { density: 72 * (size / 64) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(dir, name));
  }
}

interface Palette {
  id: string;
  sky: [string, string];
  skin: string;
  hair: string;
  top: string;
  hairStyle: 'short' | 'long' | 'curly' | 'bun' | 'wave';
  accent: string;
}

/** Five abstract, illustrated people: shapes and colours only. */
const PROFILES: Palette[] = [
  {
    id: 'maya',
    sky: ['#fbcfe8', '#f9a8d4'],
    skin: '#c68642',
    hair: '#2d1b12',
    top: '#0f766e',
    hairStyle: 'curly',
    accent: '#fde68a',
  },
  {
    id: 'leo',
    sky: ['#bfdbfe', '#93c5fd'],
    skin: '#f1c27d',
    hair: '#6b4226',
    top: '#b45309',
    hairStyle: 'short',
    accent: '#fef3c7',
  },
  {
    id: 'priya',
    sky: ['#ddd6fe', '#c4b5fd'],
    skin: '#a66a3f',
    hair: '#111827',
    top: '#be185d',
    hairStyle: 'long',
    accent: '#fce7f3',
  },
  {
    id: 'sam',
    sky: ['#bbf7d0', '#86efac'],
    skin: '#e0ac69',
    hair: '#9a3412',
    top: '#1d4ed8',
    hairStyle: 'wave',
    accent: '#ecfccb',
  },
  {
    id: 'noah',
    sky: ['#fed7aa', '#fdba74'],
    skin: '#8d5524',
    hair: '#1f2937',
    top: '#4d7c0f',
    hairStyle: 'bun',
    accent: '#ffedd5',
  },
];

function hair(p: Palette): { back: string; front: string } {
  switch (p.hairStyle) {
    case 'curly':
      return {
        back: [0, 1, 2, 3, 4, 5, 6, 7, 8]
          .map((i) => {
            const a = (Math.PI * (i + 0.5)) / 9 + Math.PI;
            return `<circle cx="${300 + 120 * Math.cos(a)}" cy="${300 + 120 * Math.sin(a)}" r="60" fill="${p.hair}"/>`;
          })
          .join(''),
        front: `<path d="M190 280 q110 -90 220 0 q-40 -120 -110 -120 q-70 0 -110 120z" fill="${p.hair}"/>`,
      };
    case 'long':
      return {
        back: `<path d="M175 300 q0 -160 125 -160 q125 0 125 160 v260 h-250z" fill="${p.hair}"/>`,
        front: `<path d="M185 290 q40 -120 115 -120 q75 0 115 120 q-60 -50 -115 -60 q-55 10 -115 60z" fill="${p.hair}"/>`,
      };
    case 'wave':
      return {
        back: `<path d="M180 300 q0 -150 120 -150 q120 0 120 150 q10 60 -20 110 h-200 q-30 -50 -20 -110z" fill="${p.hair}"/>`,
        front: `<path d="M185 285 q30 -110 115 -110 q95 0 120 110 q-40 -40 -80 -30 q-30 -40 -70 -10 q-40 -20 -85 40z" fill="${p.hair}"/>`,
      };
    case 'bun':
      return {
        back: `<circle cx="300" cy="140" r="52" fill="${p.hair}"/>`,
        front: `<path d="M190 285 q10 -120 110 -120 q100 0 110 120 q-50 -70 -110 -70 q-60 0 -110 70z" fill="${p.hair}"/>`,
      };
    default:
      return {
        back: '',
        front: `<path d="M190 280 q0 -110 110 -110 q110 0 110 110 q-30 -55 -110 -55 q-80 0 -110 55z" fill="${p.hair}"/>`,
      };
  }
}

function profileSvg(p: Palette): string {
  const h = hair(p);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<rect width="600" height="800" fill="url(#g)"/>
<circle cx="470" cy="150" r="70" fill="${p.accent}" opacity="0.8"/>
<circle cx="110" cy="620" r="120" fill="#ffffff" opacity="0.25"/>
${h.back}
<rect x="262" y="380" width="76" height="90" rx="30" fill="${p.skin}"/>
<path d="M110 800 q0 -260 190 -290 q190 30 190 290z" fill="${p.top}"/>
<ellipse cx="300" cy="300" rx="115" ry="135" fill="${p.skin}"/>
${h.front}
<circle cx="258" cy="310" r="9" fill="#1f1a24"/><circle cx="342" cy="310" r="9" fill="#1f1a24"/>
<path d="M262 362 q38 30 76 0" stroke="#1f1a24" stroke-width="7" fill="none" stroke-linecap="round"/>
<circle cx="232" cy="345" r="16" fill="#f472b6" opacity="0.35"/><circle cx="368" cy="345" r="16" fill="#f472b6" opacity="0.35"/>
</svg>`;
}

async function profiles(): Promise<void> {
  const dir = path.join(ROOT, 'public/date-connect');
  await fs.mkdir(dir, { recursive: true });
  for (const p of PROFILES) {
    await sharp(Buffer.from(profileSvg(p)))
      .resize(600, 800)
      .webp({ quality: 82 })
      .toFile(path.join(dir, `${p.id}.webp`));
  }
}

await icons();
await profiles();
console.log('wrote public/icons and public/date-connect');
