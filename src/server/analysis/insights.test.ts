import { describe, expect, it } from 'vitest';
import { EMPTY_ANALYSIS_CONTEXT } from '../../shared/analysis';
import { analyzeLocal } from './analyze-local';
import { attachmentInsight, secureCue } from './insights';
import { segment } from './text';

const analyze = (text: string) =>
  analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'help' });

describe('attachment insight', () => {
  it('says only what the secure cues show: saying what you wanted', () => {
    const text = 'He kept pushing me to come back to his place even after I said no twice.';
    const insight = attachmentInsight(segment(text));
    expect(insight.style).toBe('secure');
    expect(insight.text).toContain('saying what you wanted directly');
    expect(insight.text).not.toMatch(/at ease/);
    expect(insight.quotes).toEqual([text]);
  });

  it('says only what the secure cues show: feeling at ease', () => {
    const insight = attachmentInsight(segment('The food was great and I felt completely at ease.'));
    expect(insight.style).toBe('secure');
    expect(insight.text).toContain('feeling at ease with them');
    expect(insight.text).not.toMatch(/directly/);
  });

  it('never says the text does not say how the writer felt beside the feelings it stated', () => {
    const a = analyze(
      'Went to the Sox game with Bernadette, we were slagging each other the whole game. Good day, I was happy out. Texted me next morning like she said she would.',
    );
    expect(a.voice?.statedFeelings.length).toBeGreaterThan(0);
    expect(a.premiumInsights.attachment).not.toMatch(/doesn't say how you felt/);
    expect(a.premiumInsights.attachment).toMatch(/You wrote that you felt happy/);
  });

  it('names both when the text shows both', () => {
    const insight = attachmentInsight(
      segment(
        'I felt relaxed all evening. When he asked, I told him that I want something serious.',
      ),
    );
    expect(insight.text).toContain('feeling at ease and saying what you wanted directly');
  });

  it('tells the two kinds of secure cue apart', () => {
    expect(secureCue('I said no and he stopped.')).toBe('direct');
    expect(secureCue('I felt safe with her.')).toBe('ease');
    expect(secureCue('We had pasta.')).toBeNull();
  });

  it('gives a tip that fits the kind of cue quoted', () => {
    const direct = analyze(
      'We had dinner at a noisy place and talked about work. I said no to a second drink and he was fine with that. He walked me to the station.',
    );
    const ease = analyze(
      'We had dinner at a noisy place and talked about work. I felt comfortable the whole time. He walked me to the station.',
    );
    const tipFor = (a: ReturnType<typeof analyze>) =>
      a.personalizedTips.find((t) => t.rationale === 'Your own words lean secure.')?.tip ?? '';
    expect(tipFor(direct)).toContain('You said what you wanted plainly');
    expect(tipFor(ease)).toContain('whether that ease holds');
    expect(tipFor(ease)).toContain('I felt comfortable the whole time');
  });
});

describe('insights that quote', () => {
  it('reads anxiety while waiting ("wondering if he liked me")', () => {
    const text = 'We had drinks by the canal. I felt anxious afterwards wondering if he liked me.';
    const insight = attachmentInsight(segment(text));
    expect(insight.style).toBe('anxious');
    expect(insight.quotes).toEqual(['I felt anxious afterwards wondering if he liked me.']);
  });

  it('says who asked the questions and who reached out, with quotes', () => {
    const a = analyze(
      'Coffee with Dan. I asked him about his job and his band. He talked a lot. I texted him first the next day.',
    );
    expect(a.premiumInsights.communication).toMatch(/^You describe asking the questions/);
    expect(a.premiumInsights.communication).toContain('You reached out afterwards');
    expect(a.evidence.communication).toContain('I asked him about his job and his band.');
    const b = analyze(
      'She asked about my sister and I asked her about Lisbon. She texted me the next morning to say thanks.',
    );
    expect(b.premiumInsights.communication).toMatch(/^Questions went both ways/);
    expect(b.premiumInsights.communication).toContain('They also reached out first');
  });
});
