import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMPTY_ANALYSIS_CONTEXT } from '../../shared/analysis';
import { repoRoot } from '../../../scripts/analysis/data';
import { analyzeLocal } from './analyze-local';
import { DECIDED } from './feedback';

/**
 * Wave 14's training authors (published-style blog posts, read to fix their false alarms) and
 * voice review round 20 (corpus/review a162/a163, read after the round): care and idioms that
 * only sound alarming, and the danger page's steps where the writer has already acted.
 */
const run = (text: string) => analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' });
const textOf = (id: string) => {
  const author = id.split('-')[0]!;
  const dir = ['a162', 'a163', 'a170', 'a171'].includes(author) ? 'review' : 'narratives';
  const line = readFileSync(path.join(repoRoot, 'corpus', dir, `${author}.jsonl`), 'utf8')
    .split('\n')
    .find((l) => l.includes(`"id": "${id}"`));
  return (JSON.parse(line!) as { text: string }).text;
};

describe('wave 14: care told in a blog post is no safety concern', () => {
  it.each([
    // keys off the drunk writer, brought back after "there's a knock"
    'a164-005',
    // "yanked me back onto the curb. Hard enough that I stumbled into him."; "a thank-you note"
    'a164-008',
    // "a Links fundraiser my sorority sister dragged me to"
    'a164-024',
    // "think about it, you'll kick yourself"
    'a167-012',
    // "she turned up at my work because i asked her to"
    'a167-037',
    // "She took my keys and I am grateful"
    'a169-008',
  ])('%s', (id) => {
    expect(run(textOf(id)).safety.concern).toBe(false);
  });

  it('keeps the dangers these cues sit beside', () => {
    for (const text of [
      'He grabbed my arm and dragged me to his car even though I said no.',
      'Walking home he yanked me back onto the curb and then pinned me against the wall.',
      'I said I was leaving. He took my keys and stood in the doorway, laughing.',
      "He said 'you'll regret this' and punched the door next to my head.",
    ])
      expect(run(text).safety.concern, text).toBe(true);
  });
});

describe('round 20: the danger page where the writer has already acted', () => {
  it('names stalking that has already gone on, not "if it goes on" (a163-016)', () => {
    const tips = run(textOf('a163-016'))
      .personalizedTips.map((t) => t.tip)
      .join(' ');
    expect(tips).toMatch(/already gone on after you said no, and that is stalking/);
    expect(tips).not.toMatch(/If it goes on after you have said no/);
  });

  it('names being locked in the car as being kept, and hears "Blocked." (a163-004)', () => {
    const a = run(textOf('a163-004'));
    expect(a.safety.concern).toBe(true);
    expect(a.voice?.takeaway).toMatch(/kept you from leaving/);
    const tips = a.personalizedTips.map((t) => t.tip).join(' ');
    expect(tips).not.toMatch(/then block and report them/);
  });

  it('hears "I\'ve told Jeanette" as already told (a162-013)', () => {
    const tips = run(textOf('a162-013'))
      .personalizedTips.map((t) => t.tip)
      .join(' ');
    expect(tips).not.toMatch(/^Tell one person you trust/m);
    expect(tips).not.toMatch(/Tell one person you trust/);
  });
});

describe('round 20: whose ex, whose plan, and what the writer is tired of', () => {
  it("the writer's own ex-wife is no sign the date is hung up on theirs (a162-028)", () => {
    expect(run(textOf('a162-028')).flags.map((f) => f.category)).not.toContain('ex_fixation');
    expect(
      run(
        'Dinner with Rob. He talked about his ex-wife for most of the meal. Twenty minutes on Linda, then more.',
      ).flags.map((f) => f.category),
    ).toContain('ex_fixation');
  });

  it('"nice to meet you" like a job interview is no respect shown (a163-018)', () => {
    const a = run(textOf('a163-018'));
    expect(a.flags.filter((f) => f.polarity === 'green')).toEqual([]);
    expect(a.personalizedTips.map((t) => t.tip).join(' ')).toMatch(
      /a break from the apps is allowed/,
    );
  });

  it('plans cancelled with an early text are a small thing (a163-028)', () => {
    for (const f of run(textOf('a163-028')).flags.filter((x) => x.category === 'unreliable'))
      expect(f.severity).toBe('info');
  });

  it('"I\'d see him as a pal" is decided', () => {
    expect(DECIDED.test("Nice man but no much spark, I'd see him as a pal.")).toBe(true);
    expect(DECIDED.test('He is a pal of my cousin.')).toBe(false);
  });
});

describe('round 21: the right kind of danger, and none where there was care', () => {
  it('names drunk driving at 95 as driving, not contact (a171-003)', () => {
    expect(run(textOf('a171-003')).voice?.takeaway).toMatch(/drove in a way that put your life/);
  });

  it('names turning up at a hospital never named as being found, not a spiked drink (a170-012)', () => {
    expect(run(textOf('a170-012')).voice?.takeaway).toMatch(/followed or tracked you/);
  });

  it('reads keys taken off a drunk writer who says "but he was right" as care (a170-018)', () => {
    const a = run(textOf('a170-018'));
    expect(a.safety.concern).toBe(false);
    expect(a.voice?.mode).toBe('good');
  });

  it('gives no intimate-image step for a threat pasted as a screenshot (a171-021)', () => {
    const tips = run(textOf('a171-021'))
      .personalizedTips.map((t) => t.tip)
      .join(' ');
    expect(tips).not.toMatch(/StopNCII/);
  });

  it('reads denied traits and a contemptuous simile the right way round', () => {
    // "she did not mention crypto once. she didnt ask for anything" (a171-030)
    expect(run(textOf('a171-030')).flags.filter((f) => f.polarity === 'red')).toEqual([]);
    // "explained them w/o being condescending" (a171-008)
    expect(run(textOf('a171-008')).flags.map((f) => f.category)).not.toContain('disrespect');
    // "talked to him like to a dog" (a170-020)
    expect(run(textOf('a170-020')).flags.map((f) => f.category)).not.toContain('kind_to_others');
  });
});
