import { describe, expect, it } from 'vitest';
import { segment, tokenize } from './text';

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

describe('segment', () => {
  it('ends a sentence at every line break, with offsets into the whole text', () => {
    const text =
      'at the gate he kissed me, i said no\nhe laughed and did it again\n\n- then i left';
    const sentences = segment(text);
    expect(sentences.map((s) => s.text)).toEqual([
      'at the gate he kissed me, i said no',
      'he laughed and did it again',
      '- then i left',
    ]);
    for (const s of sentences) expect(text.slice(s.start, s.start + s.text.length)).toBe(s.text);
  });

  it('still splits sentences within a line', () => {
    expect(segment('We met at six. He was late! Fine.').map((s) => s.text.trim())).toEqual([
      'We met at six.',
      'He was late!',
      'Fine.',
    ]);
  });
});
