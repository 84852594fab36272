import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ANALYSIS_CONTEXT,
  ZAnalysis,
  type TAnalysis,
  type TAnalysisContext,
} from '../../shared/analysis';
import { analyzeLocal, notForToneTip } from './analyze-local';
import { segment } from './text';
import { createAnalysisProvider } from './engine';
import { repoRoot } from '../../../scripts/analysis/data';

const OPTIONS = { safetyResources: 'Call 112 or a local hotline.' };
const run = (text: string, context: TAnalysisContext = EMPTY_ANALYSIS_CONTEXT) =>
  analyzeLocal(text, context, OPTIONS);

function expectValid(text: string, a: TAnalysis) {
  expect(ZAnalysis.safeParse(a).success).toBe(true);
  for (const f of a.flags) expect(text).toContain(f.quote);
  for (const q of [
    ...a.evidence.dominantEmotion,
    ...a.evidence.attachment,
    ...a.evidence.communication,
  ])
    expect(text).toContain(q);
  for (const s of a.evidence.scoreFactors) if (s.quote) expect(text).toContain(s.quote);
  expect(a.personalizedTips.length).toBeGreaterThanOrEqual(3);
  const { positive, neutral, negative } = a.sentiment;
  expect(Math.abs(positive + neutral + negative - 1)).toBeLessThan(0.011);
}

describe('feelings the writer states', () => {
  it('does not read a glad word standing alone after something bad as a feeling', () => {
    const a = run(
      'He made me pay for his three cocktails and then said I should be flattered he came. Grateful! Never again.',
    );
    expect(a.voice?.statedFeelings.map((f) => f.quote)).not.toContain('Grateful');
    const glad = run('Dinner with Sam was lovely, she asked about my mum. I feel so grateful.');
    expect(glad.voice?.statedFeelings.some((f) => f.family === 'positive')).toBe(true);
  });
});

describe('review round 15', () => {
  // Accounts from corpus/review/a134.jsonl (round 15, spent).
  it('reads being pulled out of cold water as a rescue, not danger', () => {
    const a = run(
      "Went wild swimming wi Jo fae the app this morning at Milarrochy Bay. Water was baltic. I got cocky and went out past where she said and my arms just stopped working. Next thing she's got me by the arm hauling me back to the shallows going 'out, out now'. I was mortified. But she had a flask of tea and a dryrobe she put round me, sat me in her car wi the heater on and wouldnae let me drive til my hands stopped shaking. We've both been doing it since lockdown, she knows all the spots up Loch Ard. She's texted tonight asking how my arms are 🥹 Do I ask her for a second one or is it weird after she had to rescue me lol",
    );
    expect(a.safety.concern).toBe(false);
  });

  it('gives no green flag to the act that follows a sharp word to the waitress, and flags the rudeness', () => {
    const a = run(
      "Back fae Oban!! Shona it was gorgeous. Sam had booked everything, the wee B&B wi the view over to Kerrera, a table at the seafood hut on the pier, even checked the ferry times to Mull in case it rained (it did, we went, got soaked, didnae care). She'd put a hot water bottle in my side of the bed cos I'd moaned on the phone last week about cold feet, who DOES that. We walked for miles and she told me loads about her mum's dementia, proper opened up, I was nearly greetin. One thing tho. Saturday night in the hotel bar the waitress brought her the wrong gin, young lassie clearly run off her feet, and Sam was dead sharp wi her, 'is it that hard, hen?' and made her take it back. Lassie went scarlet. I was mortified for her and left a big tip. Everything else was perfect. Do I say something or is it a one-off??",
    );
    expect(a.flags.some((f) => f.polarity === 'green' && /take it back/.test(f.quote))).toBe(false);
    expect(a.flags.some((f) => f.category === 'rude_to_others')).toBe(true);
  });

  it('names a threat to share photos as a threat, and new accounts after blocking as being tracked', () => {
    const sext = run(
      'ok i need to write this down somewhere in case i need it later. me and rebecca went out three times. movies, then the flea market, then her friends party. after the party i told her i didnt think we were a good fit bc she was on me about everything, who im texting, why i work so late. i said it nice i swear. she called me like 20 times that night. i didnt answer so she texted "ur gonna regret this diego" and then "i still got those pics, imagine if ur mom saw them." i sent her those pics bc she asked and i thought we were vibing, thats on me. then "i know where ur mom lives too." i never took her to my moms. i blocked her on everything. next day a new account with no pic followed me and dm\'d "blocking me is cute." then another one. its like 4 accounts now. my tía says its just a girl being dramatic and to stop being scared of a girl. beto says go to the cops. im scared shes actually gonna send them to my mom or show up at the house. what do i even do',
    );
    expect(sext.voice?.takeaway).toMatch(/(?:they|she) threatened you/);
    const stalked = run(
      "Shona it's started again. Blocked the third account this morning, 'bakedgoodsfan22', hearts under every photo on the shop insta. That's three since I told Gail I didnae want to see her again. We went on THREE DATES. In March. She's phoned the shop landline 11 times this week, Gav's started answering in a French accent. Yesterday a card came through the shop door, not the flat thank god, 'I'll wait as long as it takes.' I'm just tired and I check the window before I lock up now. Do I go to the polis? Does it count if she's never actually threatened me?",
    );
    expect(stalked.voice?.takeaway).toMatch(/followed or tracked you/);
    expect(stalked.voice?.takeaway.split('In your words')[0]).not.toMatch(/threatened/);
    const steps = stalked.personalizedTips.map((t) => t.tip).join(' ');
    expect(steps).toMatch(/You asked whether to report it/);
    expect(steps).toMatch(/that is stalking, which the police deal with/);
  });

  it('reads the date pulling her own arm away as no force, and "was that my fault?" as no fault owned', () => {
    const a = run(
      'ok so i brought camila to my tío\'s carne asada sunday, first time meeting the family, i was nervous about it all week. everything was good at first. my mom liked her, she helped my tía with the tortillas, my lil cousins were all over her. then beto\'s girlfriend stephanie came over to say hi and we were talking about the spurs for like 5 min, thats it, we\'ve known each other since middle school. camila walked up and said real loud "oh so this is why u wanted me to come, to watch u flirt?" in front of everybody. the music was loud and people still heard. i tried to take her to the side and she yanked her arm away and went to her car. she slammed the door so hard my tío came out to look. i went to talk to her at the window and she punched the dashboard like 3 times screaming that i embarrassed her. then she left. later she sent a long paragraph saying sorry she has trust issues and she was drinking micheladas all day. beto said "thats a no from me" and my mom said nothing which is worse lol. i did kinda leave her alone for a while when i was with my tíos, thats true. was that my fault? do i apologise or let it go',
    );
    expect(a.flags.some((f) => f.severity === 'danger' && /arm away/.test(f.quote))).toBe(false);
    expect(a.personalizedTips.map((t) => t.tip).join(' ')).not.toMatch(
      /You say "was that my fault"/,
    );
  });

  it('reads a partner hidden in plain sight as a lie', () => {
    const a = run(
      'met this girl from insta, kiara, she dm\'d me first. asked her before if she was talking to anybody and she said "nope just u 😌". we got boba and walked around la cantera. it was cool but her lockscreen was her kissing some dude and when i asked she said "thats my cousin" ??? then her phone kept lighting up "bae 💍" and she flipped it over. lowkey confused. she said she had fun but then left me on read when i said "who\'s bae lol". what does that mean fr',
    );
    expect(a.flags.some((f) => f.category === 'dishonesty')).toBe(true);
    expect(a.voice?.mode).not.toBe('good');
  });

  it('answers "am I broken?" after a polite date with no spark, respects "neither of us will text", and repeats no tip', () => {
    const a = run(
      'Coffee wi Alison. On time, polite, asked me stuff, I asked her stuff. Long silence while we both stared at the cakes. Nothing wrong with her at all. Neither of us will text. Am I broken?',
    );
    const tips = a.personalizedTips.map((t) => t.tip);
    expect(tips[0]).toMatch(/^You asked whether something is wrong with you\. No/);
    expect(tips.join(' ')).toMatch(/You have already decided \("Neither of us will text"\)/);
    expect(new Set(tips).size).toBe(tips.length);
  });
});

describe('review round 16', () => {
  it('names keys held up "like joke" and pocketed as being kept, and being driven off from as stranded', () => {
    const kept = run(
      "dinner ok. at the end I say I go home. he take my keys off the table and hold them up high like joke, say 'one more drink and you get them back'. I ask 3 times. he keep laughing and put them in his pocket. I feel weird all morning",
    );
    expect(kept.voice?.mode).toBe('danger');
    expect(kept.voice?.takeaway).toMatch(/kept you from leaving/);
    const stranded = run(
      "he drive me to the hills to see the lights. he try kiss, I say no thanks. he get mad, say 'then get out'. I get out to stretch and he drive off. no street light, one bar signal. I walk 20 min til Uber find me.",
    );
    expect(stranded.voice?.takeaway).toMatch(/stranded/);
    expect(stranded.voice?.takeaway).not.toMatch(/drove in a way/);
  });

  it('reads a slammed hand told in the base form as temper', () => {
    const a = run(
      "3rd date. everything ok til the food come late. he slam his hand on table so hard the chopsticks jump. then he smile like nothing 'so where were we'. I lose appetite.",
    );
    expect(a.flags.some((f) => f.category === 'aggression')).toBe(true);
  });

  it('reads a pull back from a bus and keys kept from a drunk writer as care, not danger', () => {
    for (const text of [
      "Drinks with Sam. Crossing the road I was on my phone and stepped out and she grabbed my arm and yanked me back as a bus went past. Heart in my mouth. She texted 'get home ok? look both ways x'. I really like her.",
      "Back to hers and I'd had way more than I thought. When I went to get my car keys out she took them off me and put them in the fruit bowl and said 'no chance, you're on the sofa or in a taxi'. Got an Uber. She made me breakfast the next day. I'm a bit gone over her.",
    ]) {
      const a = run(text);
      expect(a.safety.concern, text).toBe(false);
      expect(a.voice?.mode, text).not.toBe('danger');
    }
  });
});

describe('a text mostly in another language', () => {
  const tagalog =
    'Ate update lang, si Paolo yung taga Makati. Nag kape kami sa may Central, mabait naman sya, ' +
    'tinanong nya ako tungkol sa pamilya ko sa probinsya. Hinatid nya ako sa sakayan ng bus. ' +
    'Di ko pa alam kung gusto ko sya pero masaya naman yung araw.';

  it('says it cannot read it, asks for English, and reads no danger into it', () => {
    const a = run(tagalog);
    expectValid(tagalog, a);
    expect(a.voice?.mode).toBe('flat');
    expect(a.safety.concern).toBe(false);
    expect(a.voice?.takeaway).toMatch(/language I can't read yet/);
    expect(a.personalizedTips.map((t) => t.tip).join(' ')).toMatch(/in English/);
  });

  it('still reads danger told in its English words', () => {
    const text = `${tagalog} Pero sa taxi he grabbed my wrist so hard and would not let me go, natakot ako.`;
    const a = run(text);
    expect(a.safety.concern).toBe(true);
    expect(a.voice?.mode).toBe('danger');
  });
});

describe('tips on a good date', () => {
  it('does not give the same sentence twice, and names a next meeting already made', () => {
    const a = run(
      "Dinner with Sam was lovely. She asked loads about my job, laughed at my awful jokes and walked me to the tram. I'm seeing her Friday.",
    );
    const openings = a.personalizedTips.map((t) => t.tip.split('. ')[0]);
    expect(new Set(openings).size).toBe(openings.length);
    expect(a.personalizedTips.length).toBeGreaterThanOrEqual(3);
    expect(a.personalizedTips.some((t) => t.tip.includes('"I\'m seeing her Friday"'))).toBe(true);
  });
});

describe('analyzeLocal: any input gives a schema-valid Analysis', () => {
  it('holds for arbitrary unicode strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        expectValid(text, run(text));
      }),
      { numRuns: 150 },
    );
  });

  it('holds for binary-looking text and control characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const text = Buffer.from(bytes).toString('latin1');
        expectValid(text, run(text));
      }),
      { numRuns: 100 },
    );
  });

  it('holds for word salads built from flag vocabulary', () => {
    const words = fc.constantFrom(
      'he',
      'she',
      'not',
      'never',
      'rude',
      'late',
      'drunk',
      'my',
      'friend',
      'said',
      'followed',
      'me',
      'home',
      'laughed',
      'so',
      'much',
      '.',
      ',',
      '!',
      '?',
      'waiter',
      'phone',
      'ex',
      'no',
    );
    fc.assert(
      fc.property(fc.array(words, { maxLength: 80 }), (ws) => {
        const text = ws.join(' ');
        expectValid(text, run(text));
      }),
      { numRuns: 150 },
    );
  });

  it('holds for empty, whitespace-only and huge text', () => {
    for (const text of ['', '   \n\t ', '\u0000\u0001\uFFFD', 'a'.repeat(200_000)]) {
      expectValid(text, run(text));
    }
    const huge = 'He was lovely and we laughed. He was late and rude to the waiter. '.repeat(3000);
    const a = run(huge);
    expectValid(huge, a);
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(run(text)).toEqual(run(text));
      }),
      { numRuns: 50 },
    );
  });
});

describe('analyzeLocal: content', () => {
  const DANGER = 'Dinner was fine. When I tried to leave he blocked the door and grabbed my arm.';

  it('raises a safety concern with the configured resources on a danger flag', () => {
    const a = run(DANGER);
    expect(a.safety.concern).toBe(true);
    expect(a.safety.resources).toBe(OPTIONS.safetyResources);
    expect(a.score).toBeLessThanOrEqual(25);
    expect(a.redFlags.length).toBeGreaterThan(0);
  });

  it('has no safety concern for an ordinary good date', () => {
    const a = run('We laughed all night and he asked lots of questions about my work.');
    expect(a.safety).toEqual({ concern: false, message: '', resources: '' });
    expect(a.score).toBeGreaterThan(60);
  });

  it('names the situation in feedback and tips, and ties tips to a flag or signal', () => {
    const text = 'He showed up an hour late and spent dinner on his phone.';
    const a = run(text);
    expect(a.feedback).toContain('He showed up an hour late');
    expect(a.personalizedTips.some((t) => t.tip.includes('an hour late'))).toBe(true);
    for (const t of a.personalizedTips) {
      expect(t.rationale.length).toBeGreaterThan(0);
      expect(`${t.tip} ${t.rationale}`).not.toMatch(/Signal:|flag \((?:info|caution|danger)\)/);
    }
  });

  it('scores a date with red flags below one with green flags', () => {
    const bad = run(
      'He showed up forty minutes late without texting. He spent dinner on his phone, snapped at ' +
        'the waiter and talked about his ex the whole night. I went home early and I will not see him again.',
    );
    const good = run(
      'He was early, had booked a table by the window and asked loads about my work. We laughed ' +
        'the whole evening, he was lovely to the waiter, and he texted to check I got home.',
    );
    expect(bad.score).toBeLessThan(good.score);
    expect(bad.compatibilityScore).toBeLessThan(good.compatibilityScore);
  });

  it('levels up on every 5th analysed date, with the documented defaults', () => {
    const first = run('We had coffee and talked.');
    expect(first.shouldLevelUp).toBe(false);
    expect(first.level).toBe(1);
    expect(first.progressStats.skillLevel).toBe('Beginner');
    expect(first.progressStats.nextMilestone).toBe(5);
    const fifth = run('We had coffee and talked.', {
      ...EMPTY_ANALYSIS_CONTEXT,
      datesAnalyzed: 4,
      level: 1,
    });
    expect(fifth.shouldLevelUp).toBe(true);
    expect(fifth.level).toBe(2);
    expect(fifth.progressStats.datesAnalyzed).toBe(5);
    expect(fifth.progressStats.nextMilestone).toBe(10);
  });

  it('uses history for repeated flags, score trend and consistency', () => {
    const earlierText = 'He was late again and on his phone.';
    const earlier = run(earlierText);
    const history = [
      { text: earlierText, analysis: earlier, createdAt: '2026-03-10T20:00:00.000Z' },
      {
        text: earlierText,
        analysis: { ...earlier, score: 20 },
        createdAt: '2026-03-03T20:00:00.000Z',
      },
    ];
    const a = run('She showed up 40 minutes late.', {
      history,
      isPremium: true,
      level: 1,
      datesAnalyzed: 2,
    });
    expect(a.patternInsights).toContain('Unreliable with plans');
    expect(a.patternInsights).toMatch(/came up in 3/);
    expect(a.progressStats.consistency).toBe(50);
    expect(a.progressStats.datesAnalyzed).toBe(3);
  });
});

describe('createAnalysisProvider without an LLM', () => {
  it('returns the local engine', async () => {
    const provider = createAnalysisProvider({ aiTimeoutMs: 1000, safetyResources: 'x' });
    expect(provider.name).toBe('local');
    const a = await provider.analyze('We laughed all night.', EMPTY_ANALYSIS_CONTEXT);
    expect(a.engine).toBe('local');
  });
});

describe('the line a "tell them that part" tip may rest on', () => {
  const one = (text: string) => notForToneTip(segment(text)[0]!);

  it.each([
    'I was the one late this time, I write him sorry sorry sorry!!',
    'I apologised about ten times for being late.',
    'the whole kitchen laughing at me when I dropped the tray!!',
    'Is it too much to send a heart emoji??',
    'I paid for dinner.',
    'it was good at first but then i was kinda rude to her friend who showed up',
    'My fault really, I made a joke about her job and she went quiet.',
  ])('not the writer’s own apology, embarrassment, fault, question or act: %s', (text) => {
    expect(one(text)).toBe(true);
  });

  it.each(['He remembered my sister’s name and asked how her exam went.', 'We laughed all night.'])(
    'but a line about what they did or shared: %s',
    (text) => {
      expect(one(text)).toBe(false);
    },
  );
});

describe('round 16: whose act, and how much it weighs', () => {
  it('an ex’s control told as a contrast is not the date’s', () => {
    const a = run(
      'you know my ex always order for me, tell me what to wear, check my phone. this guy hand me the menu and say you pick, you know this place better. he ask so many question about my shop.',
    );
    expect(a.flags.filter((f) => f.category === 'controlling')).toEqual([]);
  });

  it('teasing that went both ways is not being talked down to', () => {
    // Round 16's a143-028 (a review account, read after its round).
    const a = run(
      "Luis tease me all night about my accent, say 'sink' instead of 'think' lol, and I tease him back his Vietnamese so bad he say phở like 'foe'. we laughing so hard. on the way home he drive kinda fast on PCH, I say hey slow down grandma in car lol and he slow down right away, say sorry. he tell me about his dad passing last year, get little teary. I like this one",
    );
    expect(a.flags.filter((f) => f.category === 'disrespect')).toEqual([]);
  });

  it('one mention of an ex, dropped with a sorry, is a small thing', () => {
    // Round 16's a142-027 (a review account, read after its round).
    const a = run(
      "Sun 27 Oct\nCoffee and a walk with Si\u00f4n along the prom to the pier and back. Easy, easy company. He'd looked up the tide times so we could get onto the sand by the lighthouse, who does that. Asked about my Welsh and switched over for a bit to let me practise without making it a thing. Kind to the dog that jumped up at me and even kinder to the mortified owner. Only thing: he brought up his ex when we passed the ice cream place, 'we used to come here every Sunday', went a bit quiet, then said sorry and moved on. Fair enough, he's human. Said he'd message in the week to sort a film and I reckon he will.\nPros: thoughtful, Welsh, dog person\nCons: the ex moment, tiny\nCautiously happy \ud83d\ude42",
    );
    const ex = a.flags.filter((f) => f.category === 'ex_fixation');
    expect(ex.length).toBeGreaterThan(0);
    for (const f of ex) expect(f.severity).toBe('info');
  });

  it('guilt over the writer’s own earlier cancellation is not how this date felt', () => {
    const a = run(
      "Megan, finally (I cancelled on her the first time because of flu, felt awful, she was so nice about it). Bowling, I was rubbish and she was worse. We laughed the whole time and she texted after to say she'd had a great night.",
    );
    expect(a.voice?.statedFeelings.map((f) => f.feeling)).not.toContain('bad');
    expect(a.voice?.takeaway).not.toMatch(/felt bad/);
  });
});

describe('round 17 and wave 12: care, whose words, and the kind of danger', () => {
  // Accounts from corpus/review (round 17, read after its round) and wave-12 training authors.
  const textOf = (id: string) => {
    const author = id.split('-')[0]!;
    const dir = ['a150', 'a151', 'a158', 'a159', 'a160', 'a161'].includes(author)
      ? 'review'
      : 'narratives';
    const line = readFileSync(path.join(repoRoot, 'corpus', dir, `${author}.jsonl`), 'utf8')
      .split('\n')
      .find((l) => l.includes(`"id": "${id}"`));
    return (JSON.parse(line!) as { text: string }).text;
  };

  it.each(['a150-004', 'a149-003', 'a146-021', 'a146-013', 'a149-006', 'a149-035', 'a147-025'])(
    'care or a fear that came to nothing is no safety concern: %s',
    (id) => {
      expect(run(textOf(id)).safety.concern).toBe(false);
    },
  );

  it('being left with no way home, told across sentences, is danger: being stranded', () => {
    const a = run(textOf('a144-022'));
    expect(a.safety.concern).toBe(true);
    expect(a.voice?.takeaway).toMatch(/left you stranded/);
  });

  it('a pick-up the writer asked for, and being jostled in a queue, are no harm', () => {
    expect(run(textOf('a103-059')).safety.concern).toBe(false);
    expect(
      run(
        'Chaat at the mela with Aditya. Some aunty pushed me in the line, not his fault. He paid, asked about my exams, dropped me at the metro.',
      ).safety.concern,
    ).toBe(false);
  });

  it.each(['a152-011', 'a152-023', 'a155-006', 'a155-023', 'a155-035', 'a157-005', 'a156-023'])(
    'care, a rescue or a fear told in other shapes is no safety concern (wave 13): %s',
    (id) => {
      expect(run(textOf(id)).safety.concern).toBe(false);
    },
  );

  it('"I did not want it to end" is no refusal', () => {
    expect(run(textOf('a155-039')).flags.filter((f) => f.severity === 'danger')).toEqual([]);
  });

  it('keys taken with the reason told a few short lines later are care, not being kept', () => {
    const keys = run(textOf('a152-012'));
    expect(keys.safety.concern).toBe(false);
    expect(keys.flags.filter((f) => f.polarity === 'red').map((f) => f.quote)).not.toContain(
      "When we got to my car I pulled out my keys and he took my keys right out of my hand and said 'No ma'am.",
    );
    // ...but a handbag and car keys put away "so you don't run away" still are
    expect(run(textOf('a40-021')).safety.concern).toBe(true);
  });

  it('the date leaving "in the car" near "no bus, my phone at 8%" is being stranded', () => {
    expect(run(textOf('a153-018')).voice?.takeaway).toMatch(/left you stranded/);
  });

  it('terse lines without a subject (round 18)', () => {
    const mick = run(textOf('a159-007'));
    expect(mick.flags.map((f) => f.category)).toContain('disrespect');
    const thick = run(textOf('a159-014'));
    expect(thick.flags.map((f) => f.category)).toContain('rude_to_others');
    expect(thick.voice?.statedFeelings.map((f) => f.feeling)).toContain('embarrassed');
    expect(run(textOf('a159-025')).flags.map((f) => f.category)).toContain('attentive');
    // a question about her investigation is no request for money
    expect(
      run(textOf('a158-009'))
        .personalizedTips.map((t) => t.tip)
        .join(' '),
    ).not.toMatch(/romance scam/);
    // the writer's own tip, with the date in the sentence, is still the writer's
    expect(run(textOf('a158-022')).flags.map((f) => f.category)).not.toContain('kind_to_others');
  });

  it('walking out or leaving them on seen is a decision; "flat like a tortilla" a flat verdict', () => {
    expect(run(textOf('a158-021')).voice?.nextStep).toMatch(/You have already decided/);
    expect(run(textOf('a158-028')).voice?.nextStep).toMatch(/You have already decided/);
    expect(run(textOf('a158-029')).voice?.statedFeelings.map((f) => f.feeling)).toContain('flat');
  });

  it('an apology after danger is answered, and someone still being seen gets a plan, not "block them"', () => {
    const kept = run(textOf('a158-003'));
    expect(kept.personalizedTips.map((t) => t.tip).join(' ')).toMatch(
      /An apology afterwards does not undo/,
    );
    const force = run(textOf('a159-024'));
    const tips = force.personalizedTips.map((t) => t.tip);
    expect(tips.join(' ')).toMatch(/safety plan/);
    expect(tips.join(' ')).toMatch(/An apology afterwards/);
    expect(tips.join(' ')).not.toMatch(/block them/);
    expect(tips[0]).toMatch(/^She grabbed your wrist/);
  });

  it.each(['a160-003', 'a161-013', 'a161-008'])(
    'round 19: a grab with its reason after it, keys kept from a drunk writer put in a taxi, waking after falling asleep tired: %s',
    (id) => {
      expect(run(textOf(id)).safety.concern).toBe(false);
    },
  );

  it('round 19: a read receipt is no feeling, and relief that it is over is no good sign', () => {
    expect(run(textOf('a161-029')).voice?.statedFeelings.map((f) => f.feeling)).not.toContain(
      'seen',
    );
    expect(run(textOf('a161-030')).voice?.statedFeelings.map((f) => f.feeling)).not.toContain(
      'relieved',
    );
  });

  it('a stranger grabbing the date, not the writer, raises no harm panel', () => {
    expect(run(textOf('a147-013')).safety.concern).toBe(false);
  });

  it('the writer’s own "i’m done lah" is no threat; the slur is the flag', () => {
    const a = run(textOf('a151-018'));
    expect(a.safety.concern).toBe(false);
    expect(a.flags.map((f) => f.category)).toContain('hostile_views');
  });

  it('"u were right" is no put-down', () => {
    expect(run(textOf('a151-014')).flags.filter((f) => f.category === 'disrespect')).toEqual([]);
  });

  it('calls to the workplace and a new profile after a block are named as being followed', () => {
    expect(run(textOf('a150-011')).voice?.takeaway).toMatch(/followed or tracked you/);
  });

  it('a threat with intimate images gets its own step; force by someone they are seeing, a safety plan', () => {
    const threat = run(textOf('a151-015'));
    expect(threat.personalizedTips.map((t) => t.tip).join(' ')).toMatch(/StopNCII\.org/);
    const kept = run(textOf('a151-022'));
    const tips = kept.personalizedTips.map((t) => t.tip).join(' ');
    expect(tips).toMatch(/safety plan/);
    // the writer taking her own bag is not what kept her
    expect(kept.flags.map((f) => f.quote)).not.toContain(
      "i said i'll just go back first and took my bag",
    );
  });

  it('a drink tampered with before the writer’s eyes is the date’s, and the writer acted: named, no harm panel', () => {
    const a = run(textOf('a150-021'));
    expect(a.safety.concern).toBe(false);
    expect(a.voice?.nextStep).toMatch(/You saw someone tamper with their drink/);
  });

  it('one more ask, dropped with "fair enough", is a small thing', () => {
    const a = run(textOf('a150-018'));
    for (const f of a.flags.filter((x) => x.category === 'boundary_pressure'))
      expect(f.severity).toBe('info');
  });

  it('the writer’s own tip is not the date’s kindness, and the date’s quoted words are not the writer’s', () => {
    expect(run(textOf('a150-003')).flags.map((f) => f.category)).not.toContain('kind_to_others');
    expect(run(textOf('a151-010')).premiumInsights.attachment).not.toMatch(/secure/);
  });
});
