import { describe, expect, it } from 'vitest';
import { clauseChunks, mostlyNotEnglish, segment, tokenize } from './text';

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

  it('keeps a quotation with the sentence it opened in', () => {
    const text = 'She just said "ok text me. when you arrive" 🥹 and left.';
    const parts = segment(text);
    expect(parts.map((p) => p.text.trim())).toEqual([text]);
    const unclosed =
      'He said "wait. I mean it. Really. You stay here tonight and do not argue with me about it at all. I will not let you go home like this, you hear me. Not tonight. Not ever again, do you understand what I am saying to you right now.';
    for (const p of segment(unclosed)) expect(p.text.length).toBeLessThanOrEqual(220);
  });

  it('keeps a bracket closed after "!!" with the sentence it opened in', () => {
    const text = 'She talked about her PhD (marine biology!! in Berlin!!) and asked about Korea.';
    const parts = segment(text);
    expect(parts.every((p) => !/^\s*\)/.test(p.text))).toBe(true);
    for (const p of parts) expect(text.slice(p.start, p.start + p.text.length)).toBe(p.text);
    expect(parts.at(-1)!.text).toMatch(/\) and asked about Korea\.$/);
  });
});

describe('run-on sentences', () => {
  const runOn =
    "so basically we went to that bar by the river and he was sweet at first like asking about my work and everything and then he ordered two more bottles and I said I didn't want more and he kept filling my glass anyway and then he said he'd drive me home and I said no I'll get a cab and he grabbed my wrist and pulled me to his car";

  it('are read in clause-sized chunks at clause boundaries, as exact substrings', () => {
    const sentences = segment(runOn);
    expect(sentences.length).toBeGreaterThan(2);
    for (const s of sentences) {
      expect(runOn.slice(s.start, s.start + s.text.length)).toBe(s.text);
      expect(s.text.length).toBeLessThan(220);
    }
    expect(sentences.map((s) => s.text).join('')).toBe(runOn);
    expect(sentences.some((s) => /^and then he ordered/.test(s.text))).toBe(true);
  });

  it('leave ordinary sentences whole', () => {
    const plain = 'He was kind, and he asked about my sister, so I asked about his.';
    expect(clauseChunks(plain)).toEqual([{ text: plain, start: 0 }]);
    expect(segment(plain).map((s) => s.text)).toEqual([plain]);
  });
});

describe('mostlyNotEnglish', () => {
  it('tells a text mostly in another language from English of any register', () => {
    expect(
      mostlyNotEnglish(
        segment(
          'Nag kape kami sa Central, mabait naman sya, tinanong nya ako tungkol sa pamilya ko.',
        ),
      ),
    ).toBe(true);
    for (const t of [
      'omg he was SO late lol but he brought me flowers and we laughed the whole time',
      'Dinner at Luigi. Pasta good. Conversation flowed; walked along the river afterwards, lovely.',
      'ok so si Jerome from bumble, he asked me about my job and my family and he was really sweet to me',
    ])
      expect(mostlyNotEnglish(segment(t)), t).toBe(false);
  });

  it('leaves short texts alone', () => {
    expect(mostlyNotEnglish(segment('Ang saya grabe kilig'))).toBe(false);
  });
});
