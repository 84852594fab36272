import { describe, expect, it } from 'vitest';
import { analyzeTarget } from './share-page';

describe('analyzeTarget', () => {
  it('carries the text, or the title when there is no text, encoded', () => {
    expect(analyzeTarget('Title', 'Text & more?')).toBe('/analyze?shared=Text%20%26%20more%3F');
    expect(analyzeTarget('Only a title', '')).toBe('/analyze?shared=Only%20a%20title');
    expect(analyzeTarget('', '')).toBe('/analyze');
  });
});
