import { describe, expect, it } from 'vitest';
import {
  HELP_COUNTRIES,
  helpFor,
  helpForCountry,
  initialHelpCountry,
  regionOf,
} from './help-by-country';

describe('help by country', () => {
  it('reads the region of a locale', () => {
    expect(regionOf('en-GB')).toBe('GB');
    expect(regionOf('zh-Hant-TW')).toBe('TW');
    expect(regionOf('en')).toBeNull();
    expect(regionOf(undefined)).toBeNull();
  });

  it('gives the country’s emergency number and lines, or nothing for unknown countries', () => {
    expect(helpFor('en-GB')?.emergency).toBe('999');
    expect(helpFor('en-US')?.lines[0]?.contact).toContain('1-800-799-7233');
    expect(helpFor('de-DE')?.lines[0]?.contact).toBe('call 116 016');
    // a line for men where there is one
    expect(helpFor('en-GB')?.lines.map((l) => l.name)).toContain('Men’s Advice Line (for men)');
    expect(helpFor('pt-BR')).toBeNull();
    expect(helpFor('en')).toBeNull();
  });

  it('lists every country it has help for, by name, for the reader to pick', () => {
    const names = HELP_COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(HELP_COUNTRIES).toContainEqual({ code: 'PT', name: 'Portugal' });
    expect(HELP_COUNTRIES).toContainEqual({ code: 'GB', name: 'United Kingdom' });
    for (const c of HELP_COUNTRIES) expect(helpForCountry(c.code)?.emergency).toBeTruthy();
    expect(helpForCountry('pt')?.lines[0]?.contact).toBe('call 116 006');
    expect(helpForCountry('BR')).toBeNull();
    expect(helpForCountry('')).toBeNull();
  });

  it('opens on the reader’s own pick, else the browser’s country, else somewhere else', () => {
    expect(initialHelpCountry('en-US', 'PT')).toBe('PT');
    expect(initialHelpCountry('en-US', '')).toBe('');
    expect(initialHelpCountry('en-GB', null)).toBe('GB');
    expect(initialHelpCountry('en-GB', 'XX')).toBe('GB');
    expect(initialHelpCountry('pt-BR', null)).toBe('');
    expect(initialHelpCountry(undefined, null)).toBe('');
  });
});
