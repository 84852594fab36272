import { describe, expect, it } from 'vitest';
import {
  EMPTY_ANALYSIS_CONTEXT,
  FLAG_CATEGORIES,
  RED_FLAG_CATEGORIES,
  type TAnalysisMode,
  type TFlag,
  type TFlagCategory,
} from '../../shared/analysis';
import { analyzeLocal } from './analyze-local';
import { accountDangerKind, dangerKind } from './voice/phrases';
import {
  adviceOf,
  buildFeedback,
  buildTips,
  buildVoice,
  CATEGORY_TIPS,
  CLOSINGS,
  DANGER_ADVICE,
  DANGER_FEELING_TIPS,
  DANGER_OPENINGS,
  DANGER_RECORD,
  DANGER_RECORD_APP,
  CONSENT_STEP_NO_DOCTOR,
  DANGER_RECORD_BLOCKED,
  DANGER_RECORD_HARM,
  DANGER_STEPS,
  DANGER_TELL,
  DECIDED,
  MONEY_ASK,
  NERVES_ON_THE_DATE,
  NEXT_PLAN_SET,
  DETAILS,
  FEELING_TIPS,
  HISTORY_TIP,
  OPENINGS,
  SETTLE,
  SHORT_ENTRY_WORDS,
  type FeedbackInput,
} from './feedback';
import {
  CATEGORY_PHRASES,
  DANGER_KINDS,
  DANGER_PHRASES,
  fill,
  paraphrase,
  secondPerson,
} from './voice/phrases';
import type { StatedFeeling } from './voice/stated-feelings';

const base: FeedbackInput = {
  flags: [],
  polarity: 'negative',
  score: 41,
  wordCount: 1,
  dominantEmotion: 'neutral',
  neutralShare: 0.5,
};

const flag = (
  category: TFlagCategory,
  quote: string,
  severity: TFlag['severity'] = 'info',
): TFlag => ({
  category,
  polarity: (RED_FLAG_CATEGORIES as readonly string[]).includes(category) ? 'red' : 'green',
  severity,
  label: 'Some label',
  quote,
});

const rude = flag('rude_to_others', 'He was rude to the waiter.', 'caution');
const asked = flag('attentive', 'She asked about my sister in Leipzig.');

const feeling = (f: Partial<StatedFeeling>): StatedFeeling => ({
  feeling: 'invisible',
  family: 'negative',
  group: 'unseen',
  quote: 'I felt a bit invisible',
  intensity: 4,
  ...f,
});

/** Every tip the whole engine gives for a text, as one string. */
const tipTextOf = (text: string) =>
  analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' })
    .personalizedTips.map((t) => t.tip)
    .join(' ');

/** Internal wording that must never reach a user. */
const INTERNAL = /Signal:|flag \((?:info|caution|danger)\)|\{\w+\}|undefined|null|NaN/;

describe('flat: too short or nothing to read', () => {
  it('does not judge the date from a few words without a flag, and asks for what would help', () => {
    const text = buildFeedback(base);
    expect(text).toMatch(
      /^You wrote 1 word, which reads as negative, but that is too little to say what went well or badly\./,
    );
    expect(text).toMatch(/how you felt/);
    expect(text).not.toMatch(/real problems/);
  });

  it('judges a short entry that has a flag to rest on', () => {
    const text = buildFeedback({ ...base, wordCount: 6, flags: [rude] });
    expect(text).toMatch(/^This date had real problems: they were rude to other people\./);
    expect(text).toContain('"He was rude to the waiter"');
  });

  it('counts words in the singular and plural', () => {
    const rationale = (wordCount: number) =>
      buildTips({ ...base, wordCount }).find((t) => t.rationale.startsWith('Your entry is'))
        ?.rationale;
    expect(rationale(1)).toBe('Your entry is 1 word.');
    expect(rationale(7)).toBe('Your entry is 7 words.');
    expect(SHORT_ENTRY_WORDS).toBe(12);
  });
});

describe('each mode reads differently', () => {
  const input: FeedbackInput = {
    ...base,
    wordCount: 80,
    flags: [rude, asked],
    feelings: [feeling({})],
  };
  const modes: TAnalysisMode[] = ['good', 'bad', 'mixed', 'flat'];
  it('gives a different opening in every mode', () => {
    const openings = modes.map((m) => buildVoice(input, m).feedback.split('. ')[0]);
    expect(new Set(openings).size).toBe(modes.length);
  });

  it('mixed names both sides and what would settle it', () => {
    const v = buildVoice(input, 'mixed');
    expect(v.feedback).toMatch(
      /^It went both ways: they paid real attention to you, but they also were rude/,
    );
    expect(v.feedback).toContain(`What would settle it: whether ${SETTLE.rude_to_others}.`);
  });

  it('answers a stated feeling on a date that went well on paper ("I felt a bit invisible")', () => {
    const v = buildVoice({ ...input, flags: [asked] }, 'mixed');
    expect(v.feedback).toContain('you wrote that you felt invisible');
    expect(v.tips.some((t) => t.tip.includes('Feeling invisible ("I felt a bit invisible")'))).toBe(
      true,
    );
  });

  it('good mode leads with the good signs and the writer’s own word', () => {
    const v = buildVoice(
      {
        ...input,
        flags: [asked],
        feelings: [
          feeling({ feeling: 'giddy', family: 'positive', group: 'joy', quote: 'kinda giddy' }),
        ],
      },
      'good',
    );
    expect(v.feedback).toMatch(
      /^You said you felt giddy, and the date gives you reasons: they paid real attention to you\./,
    );
    expect(v.tips[0]?.tip).toMatch(/^She asked about your sister in Leipzig\./);
  });

  it('never shows internal lines, and every tip has a rationale', () => {
    for (const m of modes) {
      const v = buildVoice(input, m);
      expect(v.tips.length).toBeGreaterThanOrEqual(3);
      for (const t of v.tips) {
        expect(t.tip).not.toMatch(INTERNAL);
        expect(t.rationale).not.toMatch(INTERNAL);
        expect(t.rationale.length).toBeGreaterThan(0);
      }
      expect(v.feedback).not.toMatch(INTERNAL);
    }
  });

  it('uses the history when a red flag repeats', () => {
    const v = buildVoice(
      { ...input, repeated: [{ category: 'rude_to_others', entries: 2 }] },
      'bad',
    );
    expect(v.tips.map((t) => t.tip)).toContain(
      'This is not the first time: rudeness to other people also came up in 2 of your earlier entries. Ask yourself what these dates had in common before you agree to the next one.',
    );
  });
});

describe('danger', () => {
  const grabbed = flag(
    'physical_safety',
    'He grabbed my arm hard when I tried to leave.',
    'danger',
  );
  const input: FeedbackInput = { ...base, wordCount: 60, flags: [grabbed, asked] };
  const DATING_ADVICE =
    /second date|reread|reply|see them again|if you meet again|next date|next plan|next time you talk/i;

  it('puts safety first and gives no dating advice', () => {
    const v = buildVoice(input, 'danger');
    expect(v.feedback).toMatch(/^What you describe is serious: they used physical force on you\./);
    expect(v.feedback).toContain('no score or dating advice');
    for (const t of v.tips) expect(t.tip).not.toMatch(DATING_ADVICE);
    expect(v.feedback).not.toMatch(DATING_ADVICE);
    expect(v.tips.length).toBeGreaterThanOrEqual(3);
  });

  it('answers self-blame: this was not your fault', () => {
    const v = buildVoice(
      {
        ...input,
        selfBlame: { quote: 'probably my fault for going back to his', about: 'going_back' },
      },
      'danger',
    );
    expect(v.feedback).toMatch(/^None of this was your fault: they used physical force on you/);
    expect(v.feedback).toContain('You wrote "probably my fault for going back to his".');
    expect(v.takeaway).toContain('not agreeing to anything');
  });

  it('names the writer’s fear and never a positive feeling', () => {
    const v = buildVoice(
      {
        ...input,
        feelings: [
          feeling({ feeling: 'shaken', group: 'fear', quote: 'I was shaking', intensity: 8 }),
        ],
      },
      'danger',
    );
    expect(v.feedback).toMatch(/^You wrote that you felt shaken, and that makes sense/);
    expect(v.tips.some((t) => t.tip.startsWith('Feeling shaken ("I was shaking")'))).toBe(true);
  });

  it('on a danger account the engine gives no dating advice and no positive emotion', () => {
    const a = analyzeLocal(
      'The dinner was lovely and we laughed a lot. Later in the car he grabbed my arm hard and would not let me leave when I asked to go home. I was shaking the whole way home. Probably my fault for getting in his car.',
      EMPTY_ANALYSIS_CONTEXT,
      { safetyResources: 'help' },
    );
    expect(a.voice?.mode).toBe('danger');
    expect(a.voice?.selfBlame).toBe('Probably my fault for getting in his car');
    expect(a.feedback).toMatch(/^None of this was your fault/);
    for (const t of a.personalizedTips) expect(t.tip).not.toMatch(DATING_ADVICE);
    expect(['admiration', 'amusement', 'joy', 'approval', 'love']).not.toContain(
      a.emotionalTrends.dominant,
    );
    expect(a.emotionalTrends.dominant).toBe('shaken');
    expect(a.evidence.dominantEmotion).toEqual(['I was shaking the whole way home']);
  });
});

describe('grammar: every template slot with every phrase', () => {
  const dids = [
    ...Object.values(CATEGORY_PHRASES).map((p) => p.did),
    ...Object.values(DANGER_PHRASES).map((p) => p.did),
  ];
  const nouns = [
    ...Object.values(CATEGORY_PHRASES).map((p) => p.noun),
    ...Object.values(DANGER_PHRASES).map((p) => p.noun),
  ];
  const feelings = ['scared', 'at ease', 'invisible', 'fed up', 'giddy', 'shaken'];
  /** A verb phrase starts with a verb in the past (or "were"/"may"), a noun phrase never does. */
  const VERB_START =
    /^(?:[a-z]+ed|were|may|kept|made|lost|came|put|got|left|shared|showed|brought|drank|held|took|told|drove|threatened|touched|followed|used|hurt|laughed|paid|opened|respected|seemed|talked|tried|pushed)\b/;

  it('has verb phrases in every {did} and noun phrases in every {noun}', () => {
    for (const d of dids) expect(d, d).toMatch(VERB_START);
    for (const n of nouns) expect(n, n).not.toMatch(VERB_START);
  });

  const templates: string[] = [
    ...Object.values(DANGER_OPENINGS),
    ...Object.values(OPENINGS),
    ...Object.values(DETAILS),
    ...Object.values(CLOSINGS),
    ...Object.values(DANGER_TELL),
    DANGER_RECORD,
    DANGER_RECORD_APP,
    DANGER_RECORD_HARM,
    DANGER_RECORD_BLOCKED,
    CONSENT_STEP_NO_DOCTOR,
    HISTORY_TIP,
    ...Object.values(DANGER_STEPS),
    ...Object.values(DANGER_FEELING_TIPS),
    ...Object.values(FEELING_TIPS),
    NERVES_ON_THE_DATE,
    ...Object.values(CATEGORY_TIPS).flatMap((vs) => vs.map((v) => v.text)),
  ];

  it('fills every slot of every template with every phrase of its shape into a clean sentence', () => {
    let checked = 0;
    for (const t of templates) {
      const needs = (slot: string) => t.includes(`{${slot}}`);
      const didList = needs('did') ? dids : ['x'];
      const nounList = needs('noun') ? nouns : ['x'];
      for (const did of didList)
        for (const noun of nounList) {
          const out = fill(t, {
            did,
            noun,
            feeling: feelings[checked % feelings.length]!,
            q: 'he said something',
            n: '2',
            self: 'they',
            answer: 'It was not your fault.',
            settle: SETTLE.disrespect,
          });
          checked += 1;
          expect(out, out).toMatch(/^[A-Z"]/);
          expect(out, out).toMatch(/[.!?]$/);
          expect(out, out).not.toMatch(
            /\{|\}|\s{2}|\bis (?:tried|made|pushed|kept|used)\b|\ba (?!one|uni|use|eu)[aeiou]/,
          );
          expect(out, out).not.toMatch(/\bthey (?:is|was|has)\b/);
        }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('has a settle clause for every red category and phrases for every category and kind', () => {
    for (const c of RED_FLAG_CATEGORIES) expect(SETTLE[c]).toMatch(/^[a-z]/);
    for (const c of FLAG_CATEGORIES) expect(CATEGORY_TIPS[c].length).toBeGreaterThan(0);
    for (const k of DANGER_KINDS) expect(DANGER_ADVICE[k]).toMatch(/^[A-Z]/);
  });

  it('takes the advice part of every category tip, for use after a paraphrase', () => {
    for (const vs of Object.values(CATEGORY_TIPS))
      for (const v of vs) expect(adviceOf(v.text), v.text).toMatch(/^[A-Z].*[.!]$/);
  });

  it('restates what they did in the second person, never reported speech', () => {
    // "yanked me back" is where the writer was moved; "rubbed me back" the northern "my back"
    expect(secondPerson('she grabbed my arm and yanked me back as a car flew by')).toBe(
      'she grabbed your arm and yanked you back as a car flew by',
    );
    expect(secondPerson('he rubbed me back')).toBe('he rubbed your back');
    // A question in its own word order is quoted, not restated (round 21, a170-001).
    expect(
      paraphrase('my mother is sick, she asked how is she yesterday', 90, /\basked\b/),
    ).toBeNull();
    expect(secondPerson('I mentioned my sister and he asked me about her')).toBe(
      'you mentioned your sister and he asked you about her',
    );
    expect(secondPerson('She told me about him on our second date and drove us home')).toBe(
      'She told you about him on your second date and drove you home',
    );
    expect(paraphrase('He asked about my sister’s wedding (I’d whinged about it)')).toBe(
      'He asked about your sister’s wedding',
    );
    expect(paraphrase("She said 'I'm a great driver' and sped up")).toBeNull();
    expect(paraphrase('The food was good.')).toBeNull();
  });

  it('restates only the clause the tip is about, or quotes the whole line', () => {
    const laughed = flag(
      'humor_connection',
      'She was totally fine, only embarrassed, we laughed for five minutes.',
    );
    const tips = buildTips({
      ...base,
      polarity: 'positive',
      score: 80,
      wordCount: 60,
      flags: [laughed],
    });
    const tip = tips.find((t) => /laughed|laugh/i.test(t.tip))?.tip ?? '';
    expect(tip).toMatch(/we laughed for five minutes/);
    expect(tips.map((t) => t.tip).join(' ')).not.toMatch(/^She was totally fine\./m);
  });
});

describe('a writer who has already decided', () => {
  it('gets no advice that assumes another date, and hears that the decision is enough', () => {
    const a = analyzeLocal(
      'He was forty minutes late, talked about his crypto portfolio all night and never asked me a single question. Never again.',
      EMPTY_ANALYSIS_CONTEXT,
      { safetyResources: 'r' },
    );
    expect(a.personalizedTips[0]?.tip).toMatch(/^You have already decided \("Never again"\)/);
    for (const t of a.personalizedTips)
      expect(t.tip).not.toMatch(/second date|next time|if you meet again|say once|ask directly/i);
    expect(a.personalizedTips.length).toBeGreaterThanOrEqual(3);
  });

  it('hears a last word as deciding: "nah. blocked", "No.", "I won\'t."', () => {
    for (const text of [
      'he called her sweetheart in that voice. nah. blocked',
      "Two and a half hours I won't get back. No.",
      "He asked if I would like to go out again. I won't.",
      'She checked her phone the whole time. Fine. Next.',
      'Third time she lied about where she was. Not again.',
      'I deleted her from Her this morning.',
      'Nice enough, but no second one.',
      "I don't think there is a next time.",
      "I'm blocking him tonight.",
      "But I'm no having a man that fibs about his age. Wished him well.",
      'I said some of the best men I ever worked wi were foreigners. Finished my wine and went home.',
    ])
      expect(DECIDED.test(text)).toBe(true);
    expect(DECIDED.test('He wished me well for my exam on Monday.')).toBe(false);
    expect(DECIDED.test('she wants to hang again. ngl probably not')).toBe(true);
    expect(DECIDED.test('he walked me to the metro, nothing wrong, just no interest, I left')).toBe(
      true,
    );
    expect(DECIDED.test('Probably not the best idea to order the fish. He laughed.')).toBe(false);
    expect(DECIDED.test('No, he was lovely and we are going again Friday.')).toBe(false);
    // wondering about the date is no decision; saying it of themselves is
    expect(DECIDED.test('Was he just shy? Or not interested in me?')).toBe(false);
    expect(DECIDED.test("Maybe she's not interested. We'll see.")).toBe(false);
    expect(DECIDED.test("Honestly I'm not interested.")).toBe(true);
    expect(DECIDED.test('We are meeting again next Friday, I already know what comes next.')).toBe(
      false,
    );
  });

  it('counts walking out, a low mark out of ten and a closing "but no" as deciding', () => {
    for (const text of [
      'He brought up his ex in the first five minutes and was on his phone the whole second half. I walked out before dessert.',
      'She was an hour late with no text and spent dinner on her phone. 2/10.',
      'He kept talking about his ex, like five times, and laughed at my job. I feel a bit bad for him, but no',
    ]) {
      const a = analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' });
      for (const t of a.personalizedTips)
        expect(t.tip, text).not.toMatch(/second date|next time|say once|ask (?:directly|plainly)/i);
    }
  });
});

describe("the writer's own question", () => {
  const tips = (text: string) =>
    analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' }).personalizedTips.map(
      (t) => t.tip,
    );

  it('answers whether to report it', () => {
    expect(
      tips(
        'After I said no he kept grabbing my thigh under the table and then followed me to the bus stop. Should I report it?',
      )[0],
    ).toMatch(/^You asked whether to report it\. You can/);
  });

  it('answers whether to see them again, and then coaches no next date on a bad one', () => {
    const bad = tips(
      'He talked about himself for two hours and was rude to the waiter. He never asked me anything. Should I see him again?',
    );
    expect(bad[0]).toMatch(
      /^You asked whether to see them again\. From what you wrote, you do not owe it/,
    );
    for (const t of bad) expect(t).not.toMatch(/next time|second date|say once/i);
    const good = tips(
      'Lovely dinner, he asked loads about my work and walked me to the tram. Should I text him?',
    );
    expect(good[0]).toMatch(/^You asked whether to see them again\. From what you wrote, yes/);
  });

  it('answers whether to believe the rumours, and whether to say anything', () => {
    const rumours = tips(
      'Coffee with Dee. She asked loads about my course and we laughed the whole time. My flatmate says she is a player. should i believe the rumours or what',
    );
    expect(rumours.join(' ')).toMatch(/fair to judge them by what you heard/);
    const sayIt = tips(
      'Dinner with Clive. He was rude to the waiter all night and snapped at her twice about the wine. Is it worth saying anything to him, or do I just let it drop?',
    );
    expect(sayIt.join(' ')).toMatch(/You asked whether to say anything/);
  });

  it('on a danger page, answers whether to say anything after the first safety step', () => {
    const t = tips(
      'At the quiz he put his hand on my thigh. I moved it and said not here. Ten minutes later the hand was back and higher up, and he squeezed. Is it worth saying anything to him, or do I just let it drop?',
    );
    expect(t[0]).not.toMatch(/^You asked/);
    expect(t[1]).toMatch(/^You asked whether to say anything to them\. You do not owe them/);
  });
});

describe('danger named by what happened', () => {
  const kindOf = (category: TFlagCategory, quote: string) =>
    buildVoice({ ...base, wordCount: 60, flags: [flag(category, quote, 'danger')] }, 'danger')
      .feedback;

  it('touching after a no is contact without consent, not force, even with no body word', () => {
    expect(
      kindOf('boundary_pressure', 'I moved his hand off my top and he put it straight back.'),
    ).toMatch(/touched you without your consent/);
    expect(kindOf('boundary_pressure', 'He kept going.')).toMatch(/without your consent/);
    expect(
      kindOf('boundary_pressure', 'every slow song her hand went down to my rear end and squeezed'),
    ).not.toMatch(/physical force/);
  });

  it('being left miles out is being stranded, and "I know where your shop is" a threat', () => {
    expect(kindOf('physical_safety', 'Thats 50 miles from my house, no cab out there.')).toMatch(
      /left you stranded/,
    );
    expect(
      kindOf('physical_safety', 'Next thing she throws her gear in the ute and drives off.'),
    ).toMatch(/left you stranded/);
    expect(kindOf('aggression', 'I know where your shop is and I know what you drive.')).toMatch(
      /threatened you/,
    );
  });

  it('names the driving, the drink, the hand and the stranding by what they were', () => {
    expect(
      kindOf(
        'physical_safety',
        'I asked him again and he said I was being an old woman and did it again, overtook a van on a blind bend.',
      ),
    ).toMatch(/drove in a way that put your life at risk/);
    expect(
      kindOf(
        'physical_safety',
        'he brought me a drink, i had like half of it and 20 mins later the whole room was tilting.',
      ),
    ).toMatch(/put something in your drink/);
    expect(
      kindOf(
        'boundary_pressure',
        'Ten minutes later the hand was back and higher up, and he squeezed.',
      ),
    ).toMatch(/without your consent/);
    expect(
      kindOf(
        'boundary_pressure',
        'i said no three times and he said "then find your own way home" and just LEFT.',
      ),
    ).toMatch(/left you stranded/);
  });

  it('being found at work through LinkedIn is being found, not touching', () => {
    expect(
      kindOf(
        'physical_safety',
        'I asked how she knew where I work and she said "you\'re not that hard to find, you have a LinkedIn" and laughed.',
      ),
    ).toMatch(/followed or tracked you/);
  });

  it('reads the whole account for the kind when the danger sentence does not say it', () => {
    expect(
      accountDangerKind(
        'He walked off quicker than my knees could follow. By the time I got down it was dark and he had gone. Car gone. No buses after six.',
      ),
    ).toBe('stranded');
    expect(
      accountDangerKind(
        'i had half a drink and the room was tilting. my girl found me in the bathroom. woke up fine tho.',
      ),
    ).toBe('spiking');
  });

  it('reads legs that go after two drinks, told in the present, as spiking', () => {
    expect(
      accountDangerKind(
        'he go to the bar for the second gin tonic and bring it, after this one my legs go, like rubber. I wake up in his sofa at 11.',
      ),
    ).toBe('spiking');
  });

  it('reads lost memory told plainly, and keys held or a drive-off, by their kinds', () => {
    expect(dangerKind('after that I dont remember much.')).toBe('spiking');
    expect(dangerKind('I remember bathroom floor and my friend pick me up.')).toBe('spiking');
    expect(dangerKind('he keep laughing and put them in his pocket.')).toBe('kept');
    expect(dangerKind('I get out to stretch and he drive off.')).toBe('stranded');
    // a count is stalking only when it counts their calls or visits
    expect(dangerKind('I ask 3 times.')).not.toBe('followed');
    expect(dangerKind('she called me like 20 times that night.')).toBe('followed');
  });

  it('reads calls to the workplace, a new profile and waiting to watch as stalking, not the writer’s own driving', () => {
    expect(
      dangerKind(
        "Since then she's rang the dispatch office maybe twenty times asking for me by name.",
      ),
    ).toBe('followed');
    expect(dangerKind("there's a new profile messaging me now, different name.")).toBe('followed');
    expect(
      dangerKind(
        'she was standing at the taxi line at South Station when I pulled up, just standing there, not getting in, watching.',
      ),
    ).toBe('followed');
    expect(
      accountDangerKind(
        "I never told her which company I drive for. She was standing at the taxi line, watching. I drove off. I've been driving this city for years and I drove home.",
      ),
    ).toBe('followed');
    expect(dangerKind('Next thing his truck is gone.')).toBe('stranded');
    // round 19: "don't really remember getting home", "how did you find me ... 'I have my ways'"
    expect(
      dangerKind(
        "I had two glasses of prosecco and then honestly I don't really remember getting home.",
      ),
    ).toBe('spiking');
    expect(dangerKind("I said how did you find me and he said 'I have my ways' and laughed.")).toBe(
      'followed',
    );
  });

  it('reads being put out of the car after a no as being stranded, not driving', () => {
    expect(
      dangerKind(
        "He went quiet, then said 'get out then', and when I laughed he leaned over and opened my door.",
      ),
    ).toBe('stranded');
    expect(dangerKind('I was in a car park with no lights and 6% battery.')).toBe('stranded');
  });

  it('reads a car pulling up behind the writer’s taxi as being followed', () => {
    expect(dangerKind('when I reach downstairs his car pull up behind the grab.')).toBe('followed');
  });

  it('reads being followed home as being found, and the writer locking their own door as no keeping', () => {
    expect(
      accountDangerKind(
        "When I got off the train she got off as well. She walked behind me all the way up the hill and took a photo of the house. I'd not given her my address. I've locked the back door, which I never do.",
      ),
    ).toBe('followed');
  });

  it('reads car doors kept locked as being kept, even with a hand on the seat', () => {
    expect(
      dangerKind(
        "I said I need to go up my mother is waiting and he laughed and didn't unlock he put his hand on my seat",
      ),
    ).toBe('kept');
  });

  it('names a drink that hit too hard as spiking from the danger sentence itself', () => {
    const q =
      'after the gin I started feeling very very weird, like my legs were not mine and the street was moving';
    const v = buildVoice(
      {
        ...base,
        text: `I drank one caipirinha and half of a gin he brought me from the bar. ${q}. He was waiting outside my building the next day.`,
        wordCount: 40,
        flags: [flag('physical_safety', q, 'danger')],
      },
      'danger',
    );
    expect(v.takeaway).toMatch(/may have put something in your drink/);
    expect(v.tips.map((t) => t.tip).join(' ')).not.toMatch(/trackers/);
  });

  it('a restatement that drops the act gives the quote whole', () => {
    const v = buildVoice(
      {
        ...base,
        wordCount: 60,
        flags: [
          flag(
            'physical_safety',
            'She went really quiet, then stood in front of the door and said I was not leaving.',
            'danger',
          ),
        ],
      },
      'danger',
    );
    expect(v.tips[0]?.tip).not.toMatch(/^She went really quiet\. /);
    expect(v.tips[0]?.tip).toContain('stood in front of the door');
  });

  it('quotes the act after the no, not the sentence that holds the no', () => {
    const refused =
      'Then he put his hand on my neck and I pulled away because I wanted to go slow.';
    const act = 'He pulled my head back to him and kissed me again, harder.';
    const v = buildVoice(
      {
        ...base,
        text: `We sat on the rocks and he kissed me, it was nice. ${refused} ${act}`,
        wordCount: 60,
        flags: [
          flag('physical_safety', refused, 'danger'),
          flag('boundary_pressure', act, 'danger'),
        ],
      },
      'danger',
    );
    expect(v.feedback).toContain(`In your words: "${act.replace(/\.$/, '')}`);
  });

  it('a suspected spiking says to get tested today, before the drug leaves the body', () => {
    expect(DANGER_STEPS.spiking).toMatch(/today/);
    expect(DANGER_ADVICE.spiking).toMatch(/blood and urine/);
    // ...and that the venue's camera footage does not keep.
    expect(DANGER_STEPS.spiking).toMatch(/venue/);
    // Reckless driving: no need to ride with them again.
    expect(DANGER_STEPS.driving).toMatch(/get in a car they drive again/);
  });
});

describe('a blow to the head', () => {
  const tipsOf = tipTextOf;

  it('gets the head-injury check after the force step, and only when the head was hit', () => {
    expect(
      tipsOf(
        'walking to the metro I say calm down and he push me with two hands against the wall, my head hit. after 5 min he cry a little.',
      ),
    ).toMatch(/A knock to the head needs checking even if you feel fine/);
    expect(tipsOf('He grabbed my wrist hard when I stood up to leave and twisted it.')).not.toMatch(
      /knock to the head/,
    );
  });
});

describe('waking up undressed after a possibly spiked drink', () => {
  it('names what may have happened and the service that keeps evidence (round 19, a161-012)', () => {
    const a = analyzeLocal(
      'Marc brought two gin tonics, then another two. The second one tasted a bit bitter. After that I remember the lift. Then nothing. I woke up in his room with my shirt somewhere else and a headache. I couldnt walk straight until the Metro.',
      EMPTY_ANALYSIS_CONTEXT,
      { safetyResources: 'r' },
    );
    expect(a.safety.concern).toBe(true);
    expect(a.feedback).toMatch(/something sexual happened that you could not agree to/);
    expect(a.personalizedTips.map((t) => t.tip).join(' ')).toMatch(
      /sexual assault service can examine you.*keep evidence/,
    );
    // Woken at home in her own bed after the same drinks: no such line.
    const home = analyzeLocal(
      'He brought two gin tonics. The second one tasted a bit bitter. After that I remember the lift. Then nothing. I woke up in my own bed at 9. I couldnt walk straight all morning.',
      EMPTY_ANALYSIS_CONTEXT,
      { safetyResources: 'r' },
    );
    expect(home.feedback).not.toMatch(/something sexual/);
  });
});

describe('a writer who has decided or already raised it', () => {
  const tipsOf = (text: string) =>
    analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' }).personalizedTips;

  it('hears "not going again" and "don\'t reckon she\'s for me" as decided', () => {
    for (const text of [
      'She talked the whole hour about her ex husband and asked me one question all night, was I paying. Not going again.',
      "wine bar w Tam. she asked good questions about my work and was upfront about having a partner. don't reckon she's for me but respect the honesty",
    ]) {
      const tips = tipsOf(text);
      expect(tips[0]?.tip, text).toMatch(/^You have already decided/);
      for (const t of tips)
        expect(t.tip, text).not.toMatch(
          /next time|meet their openness|just as plainly|admit yours too/i,
        );
    }
  });

  it('is not told to ask about what they already asked about', () => {
    const tips = tipsOf(
      'Her profile said 41 and no kids. Over dinner I asked her about it and she admitted she is 49 with two teenagers. She was funny though.',
    );
    for (const t of tips) expect(t.tip).not.toMatch(/ask about it|ask (?:them )?directly/i);
  });
});

describe('a lie the date already owned up to', () => {
  it('is not settled by asking again, but by whether they can be believed', () => {
    const lie = flag('dishonesty', 'He said he was 36 and his licence says 47.', 'caution');
    const fun = {
      ...flag('humor_connection', 'We laughed a lot.', 'info'),
      polarity: 'green' as const,
    };
    const text =
      'We laughed a lot. He said he was 36 and his licence says 47. I asked him and he admitted it.';
    const v = buildVoice({ ...base, text, wordCount: 60, flags: [lie, fun] }, 'mixed');
    expect(v.feedback).not.toMatch(/when you ask about it directly/);
    expect(v.feedback).toMatch(/only owned up once caught/);
  });
});

describe('the quote a category is named by', () => {
  it('is not a short lead-in when another line of the same flag says more', () => {
    const v = buildVoice(
      {
        ...base,
        wordCount: 60,
        flags: [
          flag('financial_pressure', 'then the bill came n', 'caution'),
          flag('financial_pressure', 'grant: ye get this one n ill get next time', 'caution'),
        ],
      },
      'bad',
    );
    expect(v.feedback).toContain('ye get this one n ill get next time');
    expect(v.feedback).not.toContain('then the bill came n');
  });
});

describe('a worry that did not come true, and a flat verdict', () => {
  const tips = (text: string) =>
    analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' }).personalizedTips.map(
      (t) => t.tip,
    );

  it('a worry about what they might do, on a date where they did not, is met as good news', () => {
    const t = tips(
      "first date since i put bi on my profile. i was so scared he'd be weird abt it. he wasnt. he asked about my nursing course and we talked for 3 hrs.",
    ).join(' ');
    expect(t).toMatch(/braced for the worst/);
    expect(t).not.toMatch(/look at your phone again/);
  });

  it("feeling bad about the writer's own lateness is sheepish, and does not sour a good date", () => {
    const a = analyzeLocal(
      'i was 40 mins late bc the subway died 😭 he waited, ordered me the chai i said i liked in the chat, didnt even make it a thing. i felt so bad abt being late tbh. 2nd date friday',
      EMPTY_ANALYSIS_CONTEXT,
      { safetyResources: 'r' },
    );
    expect(a.voice?.statedFeelings.map((f) => f.feeling)).toContain('sheepish');
    expect(a.voice?.statedFeelings.map((f) => f.feeling)).not.toContain('bad');
    expect(a.voice?.mode).toBe('good');
  });

  it('"no spark" is a flat verdict', () => {
    const t = tips(
      'went to the museum w Ada. she was nice, polite. no spark tho. hugged goodbye at the subway.',
    ).join(' ');
    expect(t).toMatch(/Feeling flat \("no spark/);
  });
});

describe('fear beside nothing the date did wrong', () => {
  it('is named without telling the writer to leave', () => {
    const tips = buildTips({
      ...base,
      polarity: 'positive',
      score: 90,
      wordCount: 80,
      flags: [asked],
      feelings: [
        feeling({ feeling: 'scared', family: 'negative', group: 'fear', quote: 'I was scared' }),
      ],
    });
    for (const t of tips) expect(t.tip).not.toMatch(/leave or say no/);
  });
});

describe('a next date already arranged', () => {
  it('gets no advice to answer on their own timeline or to find out whether it is mutual', () => {
    const text =
      "her: made it home, thank you for tonight\nme: me either\nher: lol you wish. next Saturday? I'll cook this time";
    const home = flag('follow_up', 'her: made it home, thank you for tonight');
    const v = buildVoice(
      { ...base, text, polarity: 'positive', score: 85, wordCount: 20, flags: [home] },
      'good',
    );
    expect(v.tips.length).toBeGreaterThanOrEqual(3);
    for (const t of v.tips) expect(t.tip).not.toMatch(/own timeline|interest was mutual/);
  });

  it('hears a plan made, and not a plan only hoped for', () => {
    for (const t of [
      'Second date next week, she proposed the flea market at Mauerpark.',
      "next Saturday? I'll cook this time",
      'She already looked up tickets for the bunker tour.',
      "We're meeting again on Friday.",
    ])
      expect(NEXT_PLAN_SET.test(t), t).toBe(true);
    for (const t of ['I hope there is a second date.', 'Next week I am away for work.'])
      expect(NEXT_PLAN_SET.test(t), t).toBe(false);
  });
});

describe('the danger steps fit what the writer already did and where they met', () => {
  const grabbed = flag('physical_safety', 'He grabbed my wrist hard when I stood up.', 'danger');
  const danger = (text: string) =>
    buildVoice({ ...base, text, wordCount: 30, flags: [grabbed] }, 'danger').tips.map((t) => t.tip);

  it('says "tell someone" in words for what happened, unless they already did', () => {
    const tips = danger('He grabbed my wrist hard when I stood up. I got a cab home.');
    expect(tips.join(' ')).toMatch(/Tell one person you trust that they got physical with you/);
    expect(
      danger(
        'He grabbed my wrist hard when I stood up. I told my sister everything last night.',
      ).join(' '),
    ).not.toMatch(/Tell one person you trust/);
  });

  it('helps with the police step the writer has planned or taken, and not with one they refuse', () => {
    const planned = danger(
      "He grabbed my wrist hard when I stood up. I'm going to the police tomorrow to report it.",
    );
    expect(planned[0]).toMatch(
      /^You say you are going to the police \("I'm going to the police tomorrow to report it"\)\. That is your call to make/,
    );
    expect(
      danger(
        'He grabbed my wrist hard when I stood up. I reported it to the police this morning.',
      )[0],
    ).toMatch(/^You have already been to the police/);
    expect(
      danger("He grabbed my wrist hard when I stood up. I don't want to go to the police.").join(
        ' ',
      ),
    ).not.toMatch(/going to the police|been to the police/);
  });

  it('mentions reporting on the app only when they met on one', () => {
    expect(
      danger(
        'Matched on Hinge. He grabbed my wrist hard when I stood up. I told my sister everything.',
      ).join(' '),
    ).toMatch(/block and report them on the app/);
    expect(
      danger(
        'Met him at church. He grabbed my wrist hard when I stood up. I told my sister everything.',
      ).join(' '),
    ).not.toMatch(/on the app/);
  });
});

describe('a small lapse the writer excused', () => {
  it('is a blemish, and a lukewarm feeling, not the lapse, makes the date mixed', () => {
    const phone = flag(
      'disengaged',
      'She checked her phone a good bit, her daughter is due any day so I understand.',
      'info',
    );
    const asked = flag('attentive', 'She did ask about my work.');
    const flat = {
      feeling: 'flat',
      group: 'flat' as const,
      family: 'negative' as const,
      quote: 'kind of surface level',
      intensity: 5,
    };
    const v = buildVoice(
      {
        ...base,
        polarity: 'mixed',
        score: 55,
        wordCount: 40,
        flags: [phone, asked],
        feelings: [flat],
      },
      'mixed',
    );
    expect(v.takeaway).toMatch(/you wrote that you felt flat/);
    expect(v.feedback).toMatch(/A small thing to keep an eye on is a lack of interest/);
    expect(v.feedback).not.toMatch(/clearest warning sign/);
  });
});

describe('a bad date', () => {
  it('gets no tip that coaches another meeting, since it owes the date no second chance', () => {
    const rudeFlag = flag('rude_to_others', 'He was rude to the waiter.', 'caution');
    const talked = flag('self_centered', 'He talked about himself for two hours.', 'caution');
    const v = buildVoice(
      {
        ...base,
        text: 'He was rude to the waiter. He talked about himself for two hours.',
        wordCount: 30,
        flags: [rudeFlag, talked],
      },
      'bad',
    );
    expect(v.tips.length).toBeGreaterThanOrEqual(3);
    for (const t of v.tips)
      expect(t.tip).not.toMatch(
        /leave a pause|name it calmly|ask (?:them )?(?:directly|plainly)|say once|next time/i,
      );
  });
});

describe('a danger account where the writer blames herself', () => {
  it('answers it once, in the takeaway, not again as a tip', () => {
    const grabbed = flag('physical_safety', 'He grabbed my wrist hard when I stood up.', 'danger');
    const v = buildVoice(
      {
        ...base,
        text: 'He grabbed my wrist hard when I stood up. Probably my fault for going back to his.',
        wordCount: 30,
        flags: [grabbed],
        selfBlame: {
          quote: 'Probably my fault for going back to his',
          about: 'going_back',
        } as never,
        feelings: [
          {
            feeling: 'scared',
            group: 'fear',
            family: 'negative',
            quote: 'I was scared',
            intensity: 7,
          },
        ],
      },
      'danger',
    );
    expect(v.takeaway).toMatch(/Probably my fault for going back to his/);
    expect(v.tips.map((t) => t.tip).join(' ')).not.toMatch(/Probably my fault/);
  });
});

describe('a decision told inside a run-on', () => {
  it('is quoted by the words around it, not the whole run-on', () => {
    const text =
      'so the date was a disaster he was rude to the waiter the whole night and kept talking about how people like me come here to take jobs and I just sat there and I paid my part and left after the main course and honestly I am telling you how bad it was kkkk anyway never again and then I took the metro home and slept';
    const tip = buildVoice({ ...base, text, wordCount: 70 }, 'bad').tips[0]?.tip ?? '';
    const quoted = /\("([^"]+)"\)/.exec(tip)?.[1] ?? '';
    expect(quoted).toMatch(/never again|paid my part and left/);
    expect(quoted.length).toBeLessThan(90);
    expect(text).toContain(quoted);
  });
});

describe('a date asking for money', () => {
  it('is named as the pattern of a romance scam, in any mode', () => {
    const text =
      "Lovely evening. Then she asked whether I'd help her with a bit of bother with the bank, two thousand to tide her over. I said no.";
    for (const mode of ['mixed', 'bad'] as const) {
      const tips = buildVoice({ ...base, text, wordCount: 30, flags: [asked] }, mode).tips;
      expect(tips.map((t) => t.tip).join(' ')).toMatch(/the pattern of a romance scam/);
    }
    expect(MONEY_ASK.test('I lent him five pounds for the bus, no big deal.')).toBe(false);
    expect(MONEY_ASK.test('He offered to lend me his jacket.')).toBe(false);
  });
});

describe('self-blame outside the danger page', () => {
  const text =
    'I nearly walked into a stag, I am an idiot. He brought a flask of chai and asked about my week.';
  const lovely = {
    ...base,
    text,
    polarity: 'positive' as const,
    score: 85,
    wordCount: 20,
    flags: [flag('attentive', 'He brought a flask of chai and asked about my week.')],
    selfBlame: { quote: 'I am an idiot', about: 'fault' } as never,
  };

  it('is not answered on a lovely date where the date did nothing wrong', () => {
    const v = buildVoice(lovely, 'good');
    const all = [v.feedback, ...v.tips.map((t) => t.tip)].join(' ');
    expect(all).not.toMatch(/I am an idiot|their choice|not your fault/);
  });

  it('is answered when the date did something wrong', () => {
    const v = buildVoice({ ...lovely, flags: [...lovely.flags, rude] }, 'mixed');
    expect([v.feedback, ...v.tips.map((t) => t.tip)].join(' ')).toMatch(
      /You wrote "I am an idiot"/,
    );
  });
});

describe('nerves on the date are not waiting for a reply', () => {
  const anxious = (quote: string) =>
    buildVoice(
      {
        ...base,
        text: `Tapas with Pablo. He pulled me back from a bike. ${quote}. He walked me home.`,
        polarity: 'positive',
        score: 75,
        wordCount: 20,
        flags: [flag('respectful', 'He walked me home.')],
        feelings: [feeling({ feeling: 'nervous', group: 'anxious', quote })],
      },
      'good',
    ).tips.map((t) => t.tip);

  it('says nerves are ordinary, without sending the writer to their phone', () => {
    const tips = anxious('we laugh after, nervous').join(' ');
    expect(tips).toMatch(/is ordinary nerves/);
    expect(tips).not.toMatch(/look at your phone/);
  });

  it('keeps the waiting tip for anxiety about a reply', () => {
    expect(anxious('so anxious waiting for his text').join(' ')).toMatch(/while you wait/);
  });
});

describe('the strongest-feeling line as a tip', () => {
  it('is not given when another tip already quotes it', () => {
    const q =
      'He brought a flask of chai and gave me the first cup because my hands were freezing.';
    const v = buildVoice(
      {
        ...base,
        text: `Walk in the park with Sam. ${q}`,
        polarity: 'positive',
        score: 80,
        wordCount: 22,
        flags: [flag('attentive', q)],
        toneQuote: q,
      },
      'good',
    );
    const quoting = v.tips.filter((t) => t.tip.includes('He brought a flask of chai'));
    expect(quoting).toHaveLength(1);
  });
});

describe('danger steps that fit what happened and what the writer already did', () => {
  const tipsOf = tipTextOf;

  it('a forced kiss gets the support service without being sent to a doctor', () => {
    const tips = tipsOf(
      'I said not yet. Then he held my face and kissed me anyway, hard, and I froze. He is very polite otherwise.',
    );
    expect(tips).toMatch(/whether or not you ever report it/);
    expect(tips).not.toMatch(/a doctor can check on you/);
  });

  it('a writer who already blocked them is not told to block them', () => {
    const tips = tipsOf(
      'He said he knows where I live and I will regret it. I have already blocked him on everything.',
    );
    expect(tips).toMatch(/Blocking was right/);
    expect(tips).not.toMatch(/then block them/);
  });
});

describe('a good date after several', () => {
  it('is not called "one good date" when the writer has had five', () => {
    const v = buildVoice(
      {
        ...base,
        text: 'Things about Helena, after five dates: she is always on time and asks about my son.',
        polarity: 'positive',
        score: 85,
        wordCount: 30,
        flags: [flag('attentive', 'she is always on time and asks about my son')],
      },
      'good',
    );
    expect(v.feedback).toContain(CLOSINGS.goodAgain);
    expect(v.feedback).not.toContain(CLOSINGS.good);
  });

  it('counts weeks of seeing each other too', () => {
    for (const text of [
      'Five weeks in and Jo still asks about my day and remembers what I said.',
      "We've been seeing each other for a few weeks and she is always on time.",
    ]) {
      const v = buildVoice(
        {
          ...base,
          text,
          polarity: 'positive',
          score: 85,
          wordCount: 20,
          flags: [flag('attentive', 'asks about my day')],
        },
        'good',
      );
      expect(v.feedback, text).toContain(CLOSINGS.goodAgain);
    }
  });
});
