import { describe, expect, it } from 'vitest';
import { GREEN_FLAG_CATEGORIES, RED_FLAG_CATEGORIES } from '../../shared/analysis';
import { detectFlags } from './flags';
import { segment } from './text';

const flagsOf = (text: string) => detectFlags(segment(text));
const red = (text: string) => flagsOf(text).filter((f) => f.polarity === 'red');
const green = (text: string) => flagsOf(text).filter((f) => f.polarity === 'green');

/** One positive example and one negated example for every red category. */
const RED_CASES: Record<(typeof RED_FLAG_CATEGORIES)[number], [string, string]> = {
  disrespect: [
    'He rolled his eyes at me and called me dramatic.',
    'He was never condescending to me.',
  ],
  boundary_pressure: [
    'I said no twice but he kept pushing me to go home with him.',
    'He never pressured me about anything.',
  ],
  controlling: [
    'She told me what to order and checked my phone.',
    'He was not controlling at all.',
  ],
  aggression: ['He lost his temper and yelled at me in the street.', 'He never raised his voice.'],
  physical_safety: ['He grabbed my wrist when I stood up.', 'He never grabbed me.'],
  dishonesty: ['Turns out he is married and he lied about it.', 'He never lied to me.'],
  love_bombing: ['On the first date he called me his soulmate.', 'He did not talk about marriage.'],
  rude_to_others: ['He was rude to the waiter all night.', 'He was not rude to the waiter.'],
  self_centered: [
    'He talked about himself the whole night and never asked me anything.',
    'He never talked about himself the whole night.',
  ],
  ex_fixation: ['She kept talking about her ex.', 'She never brought up her ex.'],
  substance: ['He got really drunk before dinner.', 'He did not get drunk at all.'],
  unreliable: ['He showed up an hour late.', 'He was not late.'],
  disengaged: ['She was on her phone all night and seemed bored.', 'She was never on her phone.'],
  financial_pressure: ['He asked me to lend him 200 dollars.', 'He never asked for money.'],
  hostile_views: ['He made a racist joke about my neighbours.', 'Nothing he said was racist.'],
};

const GREEN_CASES: Record<(typeof GREEN_FLAG_CATEGORIES)[number], [string, string]> = {
  attentive: ['He really listened and asked about my family.', 'He never asked about my family.'],
  respectful: ['She asked before she kissed me.', 'She never asked before she kissed me.'],
  kind_to_others: ['He was so kind to the waiter.', 'He was not kind to the waiter.'],
  humor_connection: ['We laughed all night.', 'He never made me laugh.'],
  shared_interests: ['We have so much in common.', "We don't have much in common."],
  reliable: ['He was right on time and had booked a table.', 'He was not on time.'],
  follow_up: ['He texted me the next day to say thanks.', "He didn't ask to see me again."],
  openness: ['She opened up about her divorce.', 'She never opened up about anything.'],
};

describe('red flags: one rule set per category, negation respected', () => {
  for (const category of RED_FLAG_CATEGORIES) {
    const [positive, negated] = RED_CASES[category];
    it(`${category}: flags "${positive}"`, () => {
      const found = red(positive).filter((f) => f.category === category);
      expect(found.length).toBeGreaterThan(0);
      for (const f of found) expect(positive).toContain(f.quote);
    });
    it(`${category}: does not flag "${negated}"`, () => {
      expect(red(negated).map((f) => f.category)).not.toContain(category);
    });
  }
});

describe('green flags: one rule set per category, negation respected', () => {
  for (const category of GREEN_FLAG_CATEGORIES) {
    const [positive, negated] = GREEN_CASES[category];
    it(`${category}: flags "${positive}"`, () => {
      expect(green(positive).map((f) => f.category)).toContain(category);
    });
    it(`${category}: does not flag "${negated}"`, () => {
      expect(green(negated).map((f) => f.category)).not.toContain(category);
    });
  }
});

describe('everyday wording', () => {
  const categories = (text: string) => flagsOf(text).map((f) => f.category);

  it.each([
    ["He talked about his job and didn't ask me much.", 'self_centered'],
    ['She blamed traffic but her story kept changing.', 'dishonesty'],
    ['Then she got drunk and started crying about her ex.', 'ex_fixation'],
    ['She asked about my art and my studies.', 'attentive'],
    ['She was funny and easy to talk to.', 'humor_connection'],
    ['She texted when she got home to say she had fun.', 'follow_up'],
    ['Then he ordered my pasta for me, carbonara, without asking.', 'controlling'],
    ["She texted me at 7am 'who were u texting last night'.", 'controlling'],
    ["Next day she texted 'can u cashapp me 200 for my light bill'.", 'financial_pressure'],
    ['two hours about her podcast, i got like 3 sentences out', 'self_centered'],
    ['He decided everything, the trail, the time to wake up, where we ate.', 'controlling'],
    ['Lucas decided what I would eat before I had opened the menu.', 'controlling'],
    ['mans also said "you speak english really well" like sir', 'disrespect'],
    ['at dinner with his friends he correct my Spanish all the time', 'disrespect'],
    ['and then he did an impression of my breathing. Twice.', 'disrespect'],
    ['After one coffee he call me amor de mi vida.', 'love_bombing'],
    ['He is already looking at flights to meet his mother.', 'love_bombing'],
    ['he call the waitress "camarera!!" with his fingers like a dog', 'rude_to_others'],
    ['he is on the phone, I wait like a plant', 'disengaged'],
    ['I talk to the wall all night.', 'disengaged'],
    ['he say "too many chinos here, they destroy the area"', 'hostile_views'],
    ['he snapped "fine, go and text your husband then"', 'controlling'],
    ['then he say sorry I am jealous type', 'controlling'],
    ['then ask how much I earn exactly', 'financial_pressure'],
    [
      'he put his hand over my glass, "I think one\'s enough, don\'t you, at our age"',
      'controlling',
    ],
    ["he say girls don't drink beer and tell the waiter for me", 'controlling'],
    ['he ask "can I touch your foot to show you the foothold?"', 'respectful'],
    ['him: btw u never answer, ur salary 6k or 7k?', 'financial_pressure'],
    ['When I talked to the barman for a bit she went in a huff and barely spoke.', 'controlling'],
    ['Then she said "enjoy your chat with him did you".', 'controlling'],
    [
      "He said don't be silly and took me by the wrist and walked me to his car.",
      'physical_safety',
    ],
    ['On the way back he tried to strangle me.', 'physical_safety'],
    ['He forcefully hugged and kissed me and I left.', 'boundary_pressure'],
    ['Neville picked me up at eight sharp.', 'reliable'],
    ["he'd got a table by the window", 'reliable'],
    ["texted 'reached?' when i was in the train", 'follow_up'],
    ['We talked bowls for the best part of an hour.', 'shared_interests'],
    ['Both of us used to go to Lucknow zoo as kids with our dadaji.', 'shared_interests'],
    ['Shane hit flat hand on the bar so the glasses jumped', 'aggression'],
    ["each time I looked away he'd topped it up again", 'boundary_pressure'],
  ])('"%s" is %s', (text, category) => {
    expect(categories(text)).toContain(category);
  });

  it.each([
    ['He asked me a lot about my work.', 'self_centered'],
    ["She wasn't funny at all.", 'humor_connection'],
    ['He decided everything, the trail, the time to wake up, where we ate.', 'reliable'],
    ['easy to talk to. laughed at my dumb jokes. 45 min felt like 10.', 'disrespect'],
    ['The tour guide said there were too many tourists here in August.', 'hostile_views'],
    ['I corrected my own spelling in the text before I sent it.', 'disrespect'],
    ['She took me by the hand and led me to the dance floor.', 'physical_safety'],
    ['When I talked about my mum she went quiet and held my hand.', 'controlling'],
    ['Neither of us texted after.', 'follow_up'],
    ['We talked about his ex the whole night.', 'shared_interests'],
  ])('"%s" is not %s', (text, category) => {
    expect(categories(text)).not.toContain(category);
  });
});

describe('context: reported speech, hedging, worry, who did it, sarcasm', () => {
  it('"he was not rude at all" is not a red flag', () => {
    expect(red('He was not rude at all.')).toEqual([]);
  });

  it('reported speech is weaker than what the writer saw', () => {
    const reported = red('My friend said he was controlling.');
    const seen = red('He told me what to order.');
    expect(reported[0]?.category).toBe('controlling');
    expect(reported[0]?.severity).toBe('info');
    expect(reported[0]?.label).toContain('second-hand');
    expect(seen[0]?.category).toBe('controlling');
    expect(seen[0]?.severity).toBe('caution');
  });

  it('hedging softens a caution to info', () => {
    const f = red('Maybe he was a bit pushy about the second drink.');
    expect(f[0]?.category).toBe('boundary_pressure');
    expect(f[0]?.severity).toBe('info');
  });

  it('a worry that did not come true is not a flag', () => {
    expect(red('I was worried he would be late, but he was early.')).toEqual([]);
  });

  it("the writer's own behaviour is not the date's red flag", () => {
    expect(red('I was late because of the train.')).toEqual([]);
  });

  it('sarcastic praise is not a green flag', () => {
    expect(green('What a gentleman, he was so attentive to his phone all night.')).toEqual([]);
    expect(red('What a gentleman, he was on his phone all night.')[0]?.category).toBe('disengaged');
  });

  it('danger is kept even when hedged', () => {
    const f = red('I think he might have put something in my drink.');
    expect(f.some((x) => x.severity === 'danger')).toBe(true);
  });

  it.each([
    ['He pushed me against the wall.', 'physical_safety'],
    ["He wouldn't let me leave his apartment.", 'physical_safety'],
    ['He threatened to hurt me if I told anyone.', 'aggression'],
    ['My drink tasted weird and I think I was drugged.', 'physical_safety'],
    ['He followed me home after I said goodnight.', 'physical_safety'],
    ['He kept going even though I said no, I did not consent.', 'boundary_pressure'],
  ])('danger: "%s" -> %s', (text, category) => {
    const f = red(text).filter((x) => x.category === category);
    expect(f.some((x) => x.severity === 'danger')).toBe(true);
  });

  it('"followed me on Instagram" is not being followed', () => {
    expect(red('He followed me on Instagram after the date.')).toEqual([]);
  });
});

describe('found where the writer works without being told', () => {
  it('"i never told him which cafe i work at" is being found', () => {
    const f = red('i never told him which cafe i work at. NEVER.');
    expect(f.some((x) => x.category === 'physical_safety' && x.severity === 'danger')).toBe(true);
    expect(red('I told him where I work and he came by for a coffee.')).toEqual([]);
  });
});

describe('a temper at things and strangers', () => {
  it('slamming the truck door is an outburst; yelling at a stranger or tearing strips off a driver is rudeness', () => {
    expect(
      red('She slammed the truck door hard enough to rattle the mirror.').some(
        (f) => f.category === 'aggression',
      ),
    ).toBe(true);
    expect(
      red('Then she yelled at a fella who took a spot she wanted.').some(
        (f) => f.category === 'rude_to_others',
      ),
    ).toBe(true);
    expect(
      red('she tore strips off the uber driver for missing the turn').some(
        (f) => f.category === 'rude_to_others',
      ),
    ).toBe(true);
    expect(red('We yelled at the telly together all night.')).toEqual([]);
  });
});

describe('danger told in the bare verb of a writer whose first language is not English', () => {
  const danger = (text: string) =>
    red(text)
      .filter((f) => f.severity === 'danger')
      .map((f) => f.category);

  it.each([
    [
      'walking to the metro he push me with two hands against the wall, my head hit',
      'physical_safety',
    ],
    ['when I say I go home she slap me', 'physical_safety'],
    [
      'in the bar he put his hand in my culo two times, I push it away, the third time inside my pants',
      'boundary_pressure',
    ],
    ['He slid his hand up my skirt under the table.', 'boundary_pressure'],
  ])('"%s" is %s danger', (text, category) => {
    expect(danger(text)).toContain(category);
  });

  it.each([
    'he grabs my hand and we walk to the river',
    'he push me on the swing like a kid haha',
    'he put his hand in my pocket to steal my chips lol',
  ])('"%s" is no danger', (text) => {
    expect(danger(text)).toEqual([]);
  });
});
