import { describe, expect, it } from 'vitest';
import { tokenize } from './text';

const norms = (text: string) => tokenize(text).map((t) => t.norm);

describe('tokenize', () => {
  it('reads a text the same way whatever was read before it', () => {
    const probe = 'On the floor was Zorvak’s coat, and she’d left.';
    const before = norms(probe);
    // wink-nlp caches "zorvak’s" unsplit from a text like this one (upstream wink-nlp#143).
    norms('“I know a quick way to Zorvak’s,” she said.');
    expect(norms(probe)).toEqual(before);
    expect(before).toContain('zorvak');
    expect(before).toContain('’s');
  });

  it('splits contractions and possessives with either apostrophe', () => {
    expect(norms("He wasn't late")).toEqual(['he', 'was', "n't", 'late']);
    expect(norms('Sam’s idea')).toEqual(['sam', '’s', 'idea']);
    expect(norms("we'll see")).toEqual(['we', "'ll", 'see']);
  });
});
