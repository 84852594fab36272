/**
 * Where to get help, by the country in the browser's locale (en-GB → GB). Only free,
 * well-established national services; any other country gets the emergency number advice and
 * the server's configured resources.
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
};

/** The region of a BCP 47 locale ("en-GB" → "GB"), or null. */
export function regionOf(locale: string | undefined): string | null {
  const m = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/.exec(locale ?? '');
  return m ? m[1]!.toUpperCase() : null;
}

export function helpFor(locale: string | undefined): CountryHelp | null {
  const region = regionOf(locale);
  return region ? (HELP[region] ?? null) : null;
}
