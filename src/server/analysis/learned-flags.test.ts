import { describe, expect, it } from 'vitest';
import { EMPTY_ANALYSIS_CONTEXT } from '../../shared/analysis';
import { analyzeLocal } from './analyze-local';
import { detectorModel } from './detector-file';
import {
  createDetectorModel,
  dangerInputs,
  dangerProbability,
  readSentences,
  scoreFeatures,
} from './detectors';
import {
  carriedSubjects,
  detectorFeatures,
  emptyDiscourse,
  sentenceCues,
} from './detector-features';
import { detectFlagsDetailed } from './flags';
import { withStrandedFinding } from './safe-cues';
import { segment } from './text';

/**
 * The learned detectors on what the rules alone missed (docs/decisions/0106). These texts were
 * written for this test, not taken from the corpus.
 */
const run = (text: string) => analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' });
const reds = (text: string) =>
  new Set(
    run(text)
      .flags.filter((f) => f.polarity === 'red')
      .map((f) => f.category),
  );

describe('learned detectors', () => {
  it('ship with the engine', () => {
    expect(detectorModel).not.toBeNull();
    expect(detectorModel!.meta.outputs).toContain('danger');
  });

  it.each([
    [
      'danger told through its effects',
      'I only had two glasses of wine and suddenly I could not stand up. Things went blurry and I woke up at his place with no memory of leaving the bar.',
    ],
    [
      'a refusal and the act in different sentences',
      "We were kissing on the sofa and I told him I wasn't ready for more. A bit later he pulled my jeans down anyway.",
    ],
    [
      'reckless driving he would not stop',
      'On the way back he was doing a hundred on the motorway. I begged him to slow down three times and he just laughed and went faster.',
    ],
  ])('raises a safety concern for %s', (_name, text) => {
    const a = run(text);
    expect(a.safety.concern).toBe(true);
    expect(a.score).toBeLessThanOrEqual(15);
  });

  it.each([
    [
      'driving that only sounds alarming',
      'He drove a bit fast on the way home but slowed down the second I asked. He walked me to my door and waited until I was inside.',
    ],
    [
      'nerves that came to nothing',
      'I was nervous he would be pushy, honestly, but he never was. We had pizza and talked about our dogs for two hours.',
    ],
  ])('raises no safety concern for %s', (_name, text) => {
    expect(run(text).safety.concern).toBe(false);
  });

  it("does not flag the writer's own lateness or other people's", () => {
    expect(
      reds(
        'I was twenty minutes late because my train broke down, and he just laughed and said no worries at all.',
      ).has('unreliable'),
    ).toBe(false);
    expect(
      reds(
        'The last three guys I dated were always late, but Tom was early and had already booked us a table.',
      ).has('unreliable'),
    ).toBe(false);
  });

  it('keeps a rule reading over an opposite detector reading in the same sentence', () => {
    const a = run('He was rude to the waiter all night and snapped his fingers at her.');
    const categories = a.flags.map((f) => f.category);
    expect(categories).toContain('rude_to_others');
    expect(categories).not.toContain('kind_to_others');
  });

  it('quotes the text exactly, and its score factors rest on quotes from it', () => {
    const text =
      'He showed up forty minutes late without a text. Then he spent dinner on his phone and made fun of my job. Never again.';
    const a = run(text);
    expect(a.flags.length).toBeGreaterThan(0);
    for (const f of a.flags) expect(text).toContain(f.quote);
    for (const f of a.evidence.scoreFactors) expect(text).toContain(f.quote);
    expect(a.score).toBeLessThan(40);
  });
});

describe('what a flag may rest on (docs/decisions/0108)', () => {
  it('no detector flag on a sentence only about the writer, or on a one- or two-word fragment', () => {
    const text =
      'We met for dinner in town. I paid for dinner. Did I do too much? Saturday. Anyway it was fine.';
    const a = run(text);
    for (const f of a.flags) {
      expect(f.quote).not.toMatch(/^(?:I paid for dinner|Did I do too much|Saturday)/);
    }
  });

  it('harm told in the passive still counts', () => {
    const a = run(
      'He seemed nice at first. On the way out I was grabbed by the wrist and pulled back into the bar when I tried to leave.',
    );
    expect(a.safety.concern).toBe(true);
  });
});

describe('category heads (docs/decisions/0108)', () => {
  const withHeads = (threshold: number) => {
    const model = detectorModel!;
    const categories = model.meta.categories!;
    return {
      ...model,
      meta: {
        ...model.meta,
        categories: {
          ...categories,
          heads: categories.heads.map((h) => (h ? { ...h, threshold } : null)),
        },
      },
    };
  };
  const analyse = (text: string, threshold: number) =>
    analyzeLocal(
      text,
      EMPTY_ANALYSIS_CONTEXT,
      { safetyResources: 'r' },
      undefined,
      withHeads(threshold),
    );
  const text =
    'He was rude to the waiter and talked about himself all night. On the way home he grabbed my wrist so hard it bruised and would not let go when I asked.';

  it('ship with the detectors', () => {
    expect(detectorModel!.meta.categories?.heads.filter(Boolean).length).toBe(23);
  });

  it('a category the heads reject loses its flags, but a danger flag never does', () => {
    const a = analyse(text, 1.01);
    expect(a.flags.length).toBeGreaterThan(0);
    expect(a.flags.every((f) => f.severity === 'danger')).toBe(true);
    expect(a.safety.concern).toBe(true);
  });

  it('accepting every category adds a red flag only on a sentence that reads half-way to it', () => {
    const mixed =
      'He asked about my sister and remembered the name of my dog. He was twenty minutes late and on his phone a lot. We laughed about the terrible film.';
    const all = analyse(mixed, 0);
    const { categories: _dropped, ...withoutHeads } = detectorModel!.meta;
    const plain = analyzeLocal(mixed, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' }, undefined, {
      ...detectorModel!,
      meta: withoutHeads,
    });
    const sentences = segment(mixed);
    const { readings } = readSentences(
      detectorModel!,
      sentences,
      detectFlagsDetailed(sentences).bySentence,
    );
    const { outputs, categories } = detectorModel!.meta;
    const plainKeys = new Set(plain.flags.map((f) => `${f.polarity}:${f.category}`));
    for (const f of all.flags) {
      expect(mixed).toContain(f.quote);
      const key = `${f.polarity}:${f.category}`;
      if (f.polarity !== 'red' || plainKeys.has(key)) continue;
      const k = outputs.indexOf(key);
      const at = sentences.findIndex((s) => s.text.includes(f.quote));
      expect(readings[at]!.probs[k]).toBeGreaterThanOrEqual(categories!.heads[k]!.carry);
    }
    const greens = (a: typeof all) =>
      new Set(a.flags.filter((f) => f.polarity === 'green').map((f) => f.category));
    expect(greens(all).size).toBeGreaterThanOrEqual(greens(plain).size);
  });
});

describe('the document reader (docs/decisions/0111)', () => {
  it('ships with the detectors and reads the whole account', () => {
    const model = detectorModel!;
    expect(model.documentWeights?.length).toBe(model.weights.length);
    const { outputs, categories } = model.meta;
    // Every category head reads the reader's reading of its own category.
    for (const [k, head] of (categories?.heads ?? []).entries())
      if (head) expect(head.inputs).toContain(5 * outputs.length + 3 + k);
    const read = (text: string) => {
      const sentences = segment(text);
      return readSentences(model, sentences, detectFlagsDetailed(sentences).bySentence).document!;
    };
    const self = outputs.indexOf('red:self_centered');
    // A date who only talked about himself, told over several lines and never named.
    const oneWay = read(
      'Drinks with Tom. He told me about his promotion. Then his marathon time. Then his new car, and the bonus he is getting for the car. I got about three sentences in all night. He did not know what I do for a living by the end.',
    );
    const twoWay = read(
      'Drinks with Tom. He asked what I do and followed up on all of it. We swapped stories about our worst jobs. He wanted to know about my sister. I talked as much as he did.',
    );
    expect(oneWay[self]).toBeGreaterThan(2 * twoWay[self]!);
    expect(oneWay[self]).toBeGreaterThan(model.meta.thresholds[self]! / 2);
  });

  it('a model without one loads and reads as before', () => {
    const { document: _reader, ...meta } = detectorModel!.meta;
    const model = createDetectorModel(meta, detectorModel!.weights);
    expect(model.documentWeights).toBeUndefined();
    const sentences = segment('He was lovely and asked about my day.');
    expect(readSentences(model, sentences, new Map()).document).toBeNull();
  });
});

describe('laughing at the writer', () => {
  it('is never read as laughing together', () => {
    const flags = (text: string) =>
      analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' }).flags;
    for (const t of [
      'Fun night at the pub. She laughed at my accent all night and we had loads of drinks.',
      'Great dinner, so much banter. He laughed at my accent the whole time, we were in stitches.',
      'Drinks by the canal. He made fun of my shoes twice and then laughed at me when I tripped.',
    ])
      expect(
        flags(t).filter(
          (f) => f.category === 'humor_connection' && /laughed at m|made fun/.test(f.quote),
        ),
        t,
      ).toEqual([]);
    expect(
      flags(
        'Dinner in town. We laughed at the same stupid things all night. The pasta was good.',
      ).map((f) => f.category),
    ).toContain('humor_connection');
  });
});

describe('an overruled choice', () => {
  // Round 19's accounts a161-016 and a161-002 (docs/analysis-voice-review.md).
  it('is no sign of respect, and a put-down joke is no shared laughter', () => {
    const flags = (text: string) =>
      analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' }).flags;
    const overruled = flags(
      "Jaime took me to a Basque place in Salamanca, the neighborhood not the city, very chic, tablecloths white like a hospital. I am a chef, ok? I read a menu like other people read novels. Before I could say anything he ordered for both: the txangurro, the tortilla, the chuletón, 'you will have the txakoli, trust me'. I said I prefer the red and he said 'no no, with this the txakoli'. The chuletón he asked al punto for both, I like it almost blue, crying. When I looked at the desserts he said 'you dont need it, no?' and touched my stomach, and asked for the bill. Ahh. He is not a monster, he was generous, paid everything, talked very sweet about his grandmother in Donosti. But I felt like a kid at a wedding. The chuletón was a crime, dry like a shoe, I wanted to go in the kitchen and fight someone.",
    );
    expect(overruled.filter((f) => f.category === 'respectful')).toEqual([]);
    expect(
      flags(
        'Drinks on Friday. I said I wanted to go home and he said okay, no problem, and walked me to the tram.',
      ).map((f) => f.category),
    ).toContain('respectful');
    const mocked = flags(
      "Carlos. Malasaña, natural wine bar, the kind where every wine smells like a farm and costs 9 euros the glass. He is a lawyer, very handsome, teeth like a toothpaste commercial. The first hour fine. Then when I said I'm a chef he said 'ah, a cook' and asked if I also do the dishes, and laughed looking at the other table like for an audience. Then he imitated my accent, the sh sh of the 'yo' and 'calle', all night, 'shhho', every time I said something. I laughed the first time. The fifth time I didnt. When I told him the name of my restaurant he said 'and people pay for that?' as a joke, of course, everything is a joke. I said I have to go early tomorow. He paid his part exactly, with bizum, to the cent, fine, I'm not a princess.\nTwo things: the orange wine was actually good, and I felt like the clown of the table for 2 hours. I'm 36, I dont need this.",
    );
    expect(mocked.filter((f) => f.category === 'humor_connection')).toEqual([]);
  });
});

describe('whose act a line without a subject is', () => {
  const flags = (text: string) =>
    analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' }).flags;

  // Round 20 (docs/analysis-voice-review.md): a162-008, a162-011, a163-030.
  it("reads the waiter's eye-roll told without a subject as the waiter's", () => {
    const f = flags(
      "Dinner wi Marek on Wednesday, the Polish fella I met at the club's curry night. He booked a place in the Merchant City, he'd phoned ahead to ask for a table near the door cos I'd mentioned my knees, which I thought was very thoughtful. The waiter though, oh my god. Rolled his eyes when I asked what a 'jus' was, slammed the plates down, and when Marek asked for tap water the boy said 'we do have bottled' in that voice. Marek just smiled and said tap's grand thanks, and at the end he still left a tip and said to him 'long shift eh, you look shattered'. Which, honestly, is more patience than I had, I was ready to tell him to away and bile his heid. We talked about his years in the Gdansk shipyards and my years on the buses, two working men that came out late, turns out that's a lot in common. Dessert was a wee sticky toffee pudding, we shared it, I'm no saying anything else. I was pure chuffed walking up to the bus. Moira, yes, before you ask, he's taller than his photos.",
    );
    expect(f.filter((x) => x.polarity === 'red')).toEqual([]);
    expect(
      carriedSubjects(segment('The waiter though, oh my god. Rolled his eyes at me.')),
    ).toEqual(['none', 'third']);
    expect(carriedSubjects(segment('He was lovely. Walked me to my car.'))).toEqual([
      'none',
      'date',
    ]);
  });

  it('reads a choice left to the writer as no control, and lateness texted ahead as small', () => {
    expect(
      flags(
        "Jeanette's been at it again. I mentioned I was seeing a fella called Iain fae Rutherglen and she says 'Iain Craig? Senga at the bowling says he's a right bossy so-and-so, his last man couldny go to the shops without him.' Senga also said the Pope was coming to Hampden in 2003 so. Anyway I went, lunch at a garden centre in Cambuslang because that's what we do at our age, soup and a sandwich and a walk round the begonias. I was a wee bit nervous going in, I'll admit. He let me pick where to sit, asked did I want to see the menu or just have the soup, told me to get whatever. Not a whiff of bossy. He had a good laugh at Senga when I told him, said he's never even been to the bowling. We talked about his allotment, he's growing leeks the size of my arm. Wee bit shy but nice. Paid halfers. I'd give him another go. Jeanette's huffing.",
      ).filter((x) => x.category === 'controlling'),
    ).toEqual([]);
    const late = flags(
      'Saturday. Cafe in Fitzroy again, Tom, 2 months now. He late 10 min, tram. Text me before so ok. Bring me Auslan alphabet poster for studio, find at op shop, wrong handshape on letter K lol, I keep anyway. Talk about moving in? Too early I say. He agree, no drama. Happy normal.',
    ).filter((x) => x.category === 'unreliable');
    for (const x of late) expect(x.severity).toBe('info');
  });
});

describe('checking up on the writer', () => {
  it('is never read as following up or attention', () => {
    const flags = analyzeLocal(
      "Lovely dinner, he asked loads about my work. He texted me at 7am 'who were u texting last night' and then again at lunch.",
      EMPTY_ANALYSIS_CONTEXT,
      { safetyResources: 'r' },
    ).flags;
    expect(
      flags.filter((f) => f.polarity === 'green' && /who were u texting/.test(f.quote)),
    ).toEqual([]);
    // The attention earlier in the same text is still read.
    expect(flags.map((f) => f.category)).toContain('attentive');
  });
});

describe('whose danger it was', () => {
  const run2 = (text: string) =>
    analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' });

  it('reads a refusal and the act on separate lines of a text', () => {
    const a = run2(
      [
        'sis im home',
        'the film was long, i dozed a bit lol',
        'kev drove me back to mine',
        'at the door he kissed me, i stepped back and said no im not ready',
        'he laughed and did it again, holding my chin',
        'i said no again and got out of the car',
        'the neighbour saw everything, so embarrassing',
        'idk maybe thats normal after a second date and im overthinking',
        'just feel gross',
      ].join('\n'),
    );
    expect(a.safety.concern).toBe(true);
    expect(a.flags.some((f) => f.severity === 'danger' && /did it again/.test(f.quote))).toBe(true);
  });

  it('does not put a grope by a stranger on the date, but still names it', () => {
    const a = run2(
      'Bowling with Dev, he is so competitive lol. Some random guy grabbed my butt by the shoe counter and Dev stepped right in and got the manager. He asked if I wanted to go home, I said no. We laughed all night. Already planning round two.',
    );
    expect(a.flags.filter((f) => f.severity === 'danger')).toEqual([]);
    expect(a.safety.concern).toBe(true);
    expect(a.safety.message).toContain('Some random guy grabbed my butt');
  });

  it('reads force by a stranger as harm beside a good date, and the fear after it as about that', () => {
    const a = run2(
      "Lovely evening with Ilse at the market. A drunk man grabbed my arm at the taxi rank and wouldn't let go, and Ilse told him calmly to back off and walked me away. I was shaking for ages after. She held my hand and asked if I wanted to go home. We laughed about the snoek later. Already planning Saturday.",
    );
    expect(a.flags.filter((f) => f.severity === 'danger')).toEqual([]);
    expect(a.safety.concern).toBe(true);
    expect(a.voice?.mode).toBe('good');
    for (const t of a.personalizedTips) expect(t.tip).not.toMatch(/signal worth trusting/);
  });

  it("raises the safety panel for a short plain report of a stranger's grope or force", () => {
    for (const t of [
      'Someone groped me from behind',
      'Someone tried to strangle me.',
      'boys held my hand',
      'I was dancing with Tom and some guy grabbed my ass. Tom was lovely about it after.',
    ]) {
      const a = run2(t);
      expect(a.safety.concern, t).toBe(true);
      expect(
        a.flags.filter((f) => f.severity === 'danger'),
        t,
      ).toEqual([]);
    }
  });

  it('raises no safety panel for something done to someone else that the writer only saw', () => {
    for (const t of [
      'Walk along the canal with Ben. A cyclist came fast on the path and almost hit her, the lady with the pram. Ben helped her up. Lovely day.',
      'Picnic with Jo. A goose chased a toddler and Jo herded it off like a shepherd. We laughed all afternoon.',
    ])
      expect(run2(t).safety.concern, t).toBe(false);
  });

  it("reads the date's attempt at force, and force told with an adverb, as danger", () => {
    for (const [t, category] of [
      ['We had dinner and then back at his flat he tried to strangle me.', 'physical_safety'],
      ['He forcefully hugged and kissed me and I left.', 'boundary_pressure'],
      ['We were walking in the park and he spanked me and laughed.', 'boundary_pressure'],
    ] as const) {
      const a = run2(t);
      expect(a.safety.concern, t).toBe(true);
      expect(
        a.flags.some((f) => f.severity === 'danger' && f.category === category),
        t,
      ).toBe(true);
    }
  });

  it('gives no green flag to a sentence where the date takes hold of the writer', () => {
    const a = run2(
      "When the bar closed I said I'd get a taxi. He said don't be silly and took me by the wrist and walked me to his car. He'd had at least four pints. I didn't want to make a scene so I got in. He drove me home weaving all over the road.",
    );
    expect(a.flags.filter((f) => f.polarity === 'green' && /wrist/.test(f.quote))).toEqual([]);
  });

  it('does not read a rescue and its bruise as force', () => {
    const a = run2(
      "Coffee with Tomas then a walk by the river. A cyclist came flying round the corner and he grabbed my arm and yanked me back onto the path. Really hard. I had a bruise the next day. If he hadn't I'd have been flattened. He walked me to the tram.",
    );
    expect(a.safety.concern).toBe(false);
    expect(a.flags.filter((f) => f.category === 'physical_safety')).toEqual([]);
  });
});

describe('keys taken for safety', () => {
  it('is care, not being kept, when the writer was too drunk to drive', () => {
    const a = analyzeLocal(
      'Went to a rooftop bar with Sam. i had way too many shots n she took my keys n said nah u not drivin. drove me home in my own car n gave em back next morning with a coffee.',
      EMPTY_ANALYSIS_CONTEXT,
      { safetyResources: 'r' },
    );
    expect(a.safety.concern).toBe(false);
    expect(a.flags.filter((f) => f.category === 'physical_safety')).toEqual([]);
  });

  it('is being kept when the keys go in her bra and she blocks the door, named as such', () => {
    const a = analyzeLocal(
      "i said i gotta go, early shift. she took my keys off the counter n put em in her bra, said 'come get them'. then she stood in front of the door for twenty minutes.",
      EMPTY_ANALYSIS_CONTEXT,
      { safetyResources: 'r' },
    );
    expect(a.safety.concern).toBe(true);
    expect(a.safety.message).toContain('being kept from leaving');
  });
});

describe('what the date did not do', () => {
  const flagsOf = (text: string) =>
    run(text).flags.map((f) => `${f.polarity}:${f.category}:${f.quote}`);

  it("the writer's own lateness and calls are not the date's", () => {
    const text =
      'Was 30 minutes late to meet Carol at the steakhouse, the job ran over. She just waved and said she had ordered. Called her twice the next day to say thanks.';
    for (const f of flagsOf(text)) expect(f).not.toMatch(/^red:(?:unreliable|physical_safety)/);
  });

  it('late but texting on the way is a small blemish, not a caution', () => {
    const late = run(
      'Lunch with Brenda after service. She was 15 minutes late but texted me twice on the way, a wreck on the highway. We laughed the whole meal.',
    ).flags.filter((f) => f.category === 'unreliable');
    expect(late.every((f) => f.severity === 'info')).toBe(true);
    expect(
      reds('Lunch with Brenda. She was 40 minutes late and never texted. I ate alone.').has(
        'unreliable',
      ),
    ).toBe(true);
  });

  it('hearsay about the date is no green flag, and tact about money is no self-absorption', () => {
    const text =
      'Couple of ladies at church warned me about Vicki. Said she has been married four times and wants a man with a paid off house. She paid her half before I could argue. Did not ask me one thing about money. We laughed at the jukebox picks.';
    const flags = flagsOf(text);
    expect(flags.some((f) => f.includes('married four times'))).toBe(false);
    expect(flags.some((f) => f.startsWith('red:self_centered'))).toBe(false);
  });
});

describe('found, threatened, or only asked', () => {
  it('a threat to out the writer if they leave is a threat', () => {
    const a = run(
      '3rd date at his flat. when i left he texted:\naaron: if u ghost me im telling everyone at ur cafe ur trans. see how they like that',
    );
    expect(a.flags.some((f) => f.category === 'aggression' && f.severity === 'danger')).toBe(true);
  });
});

describe('owning up and asking', () => {
  it("'at least he admitted' and the writer's own question are no lie of the date's", () => {
    const text =
      'Tapas with Marco, his profile said 36. We laughed a lot about his terrible Spanish. When he went to pay I saw his driving licence, he is 47. I asked him about it and he said the app must have a bug. At least he admitted. Should I give another chance to a man who lies on the first line of his profile?';
    const lies = run(text).flags.filter((f) => f.category === 'dishonesty');
    expect(lies.length).toBeGreaterThan(0);
    for (const f of lies) {
      expect(f.quote).not.toMatch(/^At least he admitted/);
      expect(f.quote).not.toMatch(/^Should I give/);
    }
  });
});

describe('the hidden layer (docs/decisions/0112)', () => {
  it('ships with the detectors and is mixed into every sentence output', () => {
    const model = detectorModel!;
    const hidden = model.meta.hidden!;
    expect(hidden.size).toBeGreaterThan(0);
    // It reads the vocabulary's first, commoner features (rows); the rarer ones only the linear
    // layers read.
    const rows = hidden.rows ?? model.meta.vocabulary.length;
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(model.meta.vocabulary.length);
    expect(model.hiddenWeights?.length).toBe(rows * hidden.size);
    const { hidden: _dropped, ...linearOnly } = model.meta;
    const linear = createDetectorModel(linearOnly, model.weights);
    expect(linear.hiddenWeights).toBeUndefined();
    const feats = detectorFeatures(
      segment('He laughed at me when I said I was nervous.')[0]!,
      emptyDiscourse(),
      [],
    );
    const mixed = scoreFeatures(model, feats);
    const plain = scoreFeatures(linear, feats);
    expect(mixed.length).toBe(plain.length);
    expect([...mixed].some((p, k) => Math.abs(p - plain[k]!) > 1e-3)).toBe(true);
  });
});

describe('what a danger flag quotes', () => {
  it('never the writer’s bare "I say no." while a rule carries the danger', () => {
    const a = run(
      "something weird. I met Dani on the app, only one date, coffee in Malasaña, nice but no chemistry for me and I tell him this by message very kind. today he is in the restaurant, at the bar, he order a vermut and ask the waiter for 'the chef Tomás'. I never tell him where I work, never, is not in my profile. he say hola like normal and stay 1 hour looking the kitchen door. my boss ask me is your friend? I say no. I feel cold in my back all the service. how he know??",
    );
    const danger = a.flags.filter((f) => f.severity === 'danger');
    expect(danger.length).toBeGreaterThan(0);
    expect(danger.map((f) => f.quote)).not.toContain('I say no.');
  });
});

describe('danger across sentences: whose impairment, and what a refusal makes dangerous', () => {
  it("reads the date's slurring or the date's own 'I don't remember' as no impairment of the writer", () => {
    expect(
      sentenceCues('by nine she was slurring and told the same story three times.').impaired,
    ).toBe(false);
    expect(
      sentenceCues("this morning she sent a message, sorry sipho, i don't remember much.").impaired,
    ).toBe(false);
    expect(sentenceCues("i woke up and i don't remember how i got there.").impaired).toBe(true);
    expect(sentenceCues('my words were slurring after two sips.').impaired).toBe(true);
  });

  it('counts pressure in words after a no as no act on the writer, and a kiss after it as one', () => {
    const inputs = (text: string) => {
      const sentences = segment(text);
      const { readings } = readSentences(detectorModel!, sentences, new Map());
      const { names, values } = dangerInputs(detectorModel!.meta, sentences, readings, false);
      return values[names.indexOf('refusal_then_act')] ?? 0;
    };
    const words = inputs(
      'I said no, it is late. She asked me again at the door to come up for coffee, and again on the steps.',
    );
    const act = inputs(
      'I said no, it is late. She pulled me in and kissed me hard against the door.',
    );
    expect(words).toBeLessThan(0.1);
    expect(act).toBeGreaterThan(0.2);
  });
});

describe('rules for temper told in the base form', () => {
  it('reads "he slam his hand on table" and "he yell at the waiter" as temper and rudeness', () => {
    const cats = (t: string) => detectFlagsDetailed(segment(t)).flags.map((f) => f.category);
    expect(cats('he slam his hand on table so hard the chopsticks jump.')).toContain('aggression');
    expect(cats('he yell at the waiter and point finger.')).toContain('rude_to_others');
    expect(cats('he yell at the manager, point finger.')).toContain('rude_to_others');
  });
});

describe('being left stranded, and the danger head’s document floor', () => {
  const inputsOf = (text: string) => {
    const sentences = segment(text);
    const { readings } = readSentences(detectorModel!, sentences, new Map());
    const { names, values } = dangerInputs(detectorModel!.meta, sentences, readings, false);
    return { sentences, readings, value: (n: string) => values[names.indexOf(n)] ?? 0 };
  };

  it('reads the date leaving told near having no way home as a rule finding of being stranded', () => {
    const found = (text: string) =>
      withStrandedFinding(segment(text), []).map((f) => `${f.severity}:${f.quote}`);
    expect(
      found(
        "I said let me say bye and he said forget it and walked off. Next thing his truck is gone. My phone had no signal, I didn't know anybody, it was pitch black out there.",
      ),
    ).toEqual(['danger:I said let me say bye and he said forget it and walked off.']);
    expect(found('He walked me to my door and drove off once I was inside. Lovely night.')).toEqual(
      [],
    );
  });

  it('lets the head call danger without sentence evidence only at the document floor', () => {
    const text =
      'We had dinner at the Thai place on the corner and talked about our jobs and our families for a couple of hours, then walked to the station together.';
    const { sentences, readings } = inputsOf(text);
    const meta = detectorModel!.meta;
    const at = (documentFloor: number) =>
      dangerProbability(
        { ...meta, danger: { ...meta.danger, documentFloor } },
        sentences,
        readings,
        false,
      );
    expect(at(0)).toBeGreaterThan(0);
    expect(at(1)).toBe(0);
  });
});
