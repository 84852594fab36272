/**
 * Where to get help, by country: the one the reader picked on the danger page (remembered on
 * this device), else the one in the browser's locale (en-GB → GB). A browser set to American
 * English says nothing about where a reader in Lisbon is, so the page lets them choose. Only
 * free, well-established national services; any other country gets the emergency number advice
 * and the server's configured resources.
 */
export interface HelpLine {
  name: string;
  contact: string;
}

export interface CountryHelp {
  country: string;
  emergency: string;
  lines: HelpLine[];
}

const HELP: Record<string, CountryHelp> = {
  US: {
    country: 'the United States',
    emergency: '911',
    lines: [
      {
        name: 'National Domestic Violence Hotline',
        contact: 'call 1-800-799-7233 or text START to 88788',
      },
      { name: 'RAINN (sexual assault)', contact: 'call 1-800-656-4673' },
    ],
  },
  GB: {
    country: 'the United Kingdom',
    emergency: '999',
    lines: [
      { name: 'National Domestic Abuse Helpline', contact: 'call 0808 2000 247' },
      { name: 'Rape Crisis (England and Wales)', contact: 'call 0808 500 2222' },
      // Men are victims too, and say they do not know where to turn (review round 18).
      { name: 'Men’s Advice Line (for men)', contact: 'call 0808 801 0327' },
    ],
  },
  IE: {
    country: 'Ireland',
    emergency: '112 or 999',
    lines: [
      { name: 'Women’s Aid', contact: 'call 1800 341 900' },
      { name: 'Rape Crisis Helpline', contact: 'call 1800 77 8888' },
    ],
  },
  AU: {
    country: 'Australia',
    emergency: '000',
    lines: [{ name: '1800RESPECT', contact: 'call 1800 737 732' }],
  },
  DE: {
    country: 'Germany',
    emergency: '110 (police) or 112',
    lines: [{ name: 'Hilfetelefon Gewalt gegen Frauen', contact: 'call 116 016' }],
  },
  FR: {
    country: 'France',
    emergency: '17 (police) or 112',
    lines: [{ name: 'Violences Femmes Info', contact: 'call 3919' }],
  },
  CA: { country: 'Canada', emergency: '911', lines: [] },
  ES: {
    country: 'Spain',
    emergency: '112',
    lines: [{ name: '016 (violencia de género)', contact: 'call 016' }],
  },
  IT: {
    country: 'Italy',
    emergency: '112',
    lines: [{ name: 'Numero antiviolenza e stalking', contact: 'call 1522' }],
  },
  NL: {
    country: 'the Netherlands',
    emergency: '112',
    lines: [{ name: 'Veilig Thuis', contact: 'call 0800 2000' }],
  },
  PT: {
    country: 'Portugal',
    emergency: '112',
    lines: [{ name: 'APAV (support for victims)', contact: 'call 116 006' }],
  },
  IN: {
    country: 'India',
    emergency: '112',
    lines: [{ name: 'Women Helpline', contact: 'call 181' }],
  },
  NZ: {
    country: 'New Zealand',
    emergency: '111',
    lines: [{ name: 'Women’s Refuge crisis line', contact: 'call 0800 733 843' }],
  },
};

/** The countries the danger page can show help for, by name, for the reader to pick from. */
export const HELP_COUNTRIES: { code: string; name: string }[] = Object.entries(HELP)
  .map(([code, h]) => ({ code, name: h.country.replace(/^the /, '') }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The help for a country code ("GB"), or null for a country the page has no lines for. */
export function helpForCountry(code: string | null | undefined): CountryHelp | null {
  return code ? (HELP[code.toUpperCase()] ?? null) : null;
}

/**
 * The country the page opens on: the reader's earlier pick on this device ('' = somewhere
 * else, which stays a choice), else the browser locale's region if the page knows it.
 */
export function initialHelpCountry(locale: string | undefined, saved: string | null): string {
  if (saved !== null && (saved === '' || helpForCountry(saved))) return saved;
  const region = regionOf(locale);
  return region && HELP[region] ? region : '';
}

/** The region of a BCP 47 locale ("en-GB" → "GB"), or null. */
export function regionOf(locale: string | undefined): string | null {
  const m = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/.exec(locale ?? '');
  return m ? m[1]!.toUpperCase() : null;
}

export function helpFor(locale: string | undefined): CountryHelp | null {
  return helpForCountry(regionOf(locale));
}
