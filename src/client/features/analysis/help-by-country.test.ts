import { describe, expect, it } from 'vitest';
import { helpFor, regionOf } from './help-by-country';

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
    expect(helpFor('pt-BR')).toBeNull();
    expect(helpFor('en')).toBeNull();
  });
});
