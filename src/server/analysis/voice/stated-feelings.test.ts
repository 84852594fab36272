import { describe, expect, it } from 'vitest';
import { segment } from '../text';
import { selfBlame, statedFeelings } from './stated-feelings';

const feelings = (text: string) =>
  statedFeelings(segment(text)).map((f) => [f.feeling, f.family, f.quote, f.intensity]);

describe('stated feelings, from the writer’s words', () => {
  it.each([
    ['I was shaking when I got home.', 'shaken', 'negative', 'I was shaking when I got home'],
    [
      'Honestly I felt seen for the first time in ages.',
      'seen',
      'positive',
      'Honestly I felt seen for the first time in ages',
    ],
    ['ugh. He talked about crypto for two hours.', 'fed up', 'negative', 'ugh'],
    ['kinda giddy tbh', 'giddy', 'positive', 'kinda giddy tbh'],
    ['he texted at 10. honestly giddy. trying to be cool', 'giddy', 'positive', 'honestly giddy'],
    ['ngl kinda giddy', 'giddy', 'positive', 'ngl kinda giddy'],
    [
      'Dinner was fine but I felt a bit invisible.',
      'invisible',
      'negative',
      'Dinner was fine but I felt a bit invisible',
    ],
    [
      'I felt anxious afterwards wondering if he liked me.',
      'anxious',
      'negative',
      'I felt anxious afterwards wondering if he liked me',
    ],
    ["I didn't feel safe in his car.", 'unsafe', 'negative', "I didn't feel safe in his car"],
    ['I felt so awkward at the start.', 'awkward', 'negative', 'I felt so awkward at the start'],
    // Round 20: Glaswegian "that", a writer whose second language drops the subject.
    [
      'I was that bored I started counting the stops on the 38 in my head.',
      'bored',
      'negative',
      'I was that bored I started counting the stops on the 38 in my head',
    ],
    ['Bored to death. Not again.', 'bored', 'negative', 'Bored to death'],
    // Round 21.
    [
      "I felt light, you know, light like a long time I don't feel",
      'light',
      'positive',
      "I felt light, you know, light like a long time I don't feel",
    ],
    [
      'she was so sweet with him. I melted a little kkkk',
      'melted',
      'positive',
      'I melted a little kkkk',
    ],
    ['im kinda giddy ngl. W', 'giddy', 'positive', 'im kinda giddy ngl'],
    [
      'no chemistry, zero, I was waiting for the butterflies and nothing',
      'flat',
      'negative',
      'no chemistry, zero, I was waiting for the butterflies and nothing',
    ],
    [
      '10 min coffee, he go. Feel warm whole afternoon.',
      'warm',
      'positive',
      'Feel warm whole afternoon',
    ],
    ['He stop, say sorry. Body feel wrong since.', 'uneasy', 'negative', 'Body feel wrong since'],
    [
      'I think I like him a lot. Scared bit because good.',
      'nervous about liking them',
      'negative',
      'Scared bit because good',
    ],
  ])('%s', (text, feeling, family, quote) => {
    const [first] = feelings(text);
    expect(first?.slice(0, 3)).toEqual([feeling, family, quote]);
    expect(text).toContain(first?.[2]);
  });

  it("reads embarrassment on someone else's behalf as unease at the date, not the writer's nerves", () => {
    const [f] = statedFeelings(
      segment('Sam snapped at the waitress. I was mortified for her and left a big tip.'),
    );
    expect(f?.feeling).toBe('embarrassed for them');
    expect(f?.group).toBe('unease');
    expect(
      statedFeelings(segment('I was mortified when I tripped on the step.'))[0]?.group,
    ).not.toBe('unease');
  });

  it('reads no feeling where none is stated, negated or someone else’s', () => {
    expect(feelings('I was not nervous at all.')).toEqual([]);
    expect(feelings('I waited for him for 20 minutes at the bar.')).toEqual([]);
    expect(feelings('She asked if I felt ok.')).toEqual([]);
    expect(feelings('We had pasta and walked to the station.')).toEqual([]);
    expect(feelings('Happy hour was fun. Calm evening, nothing special.')).toEqual([]);
  });

  it('measures intensity by how strongly it was said', () => {
    const [weak] = statedFeelings(segment('I felt a bit nervous.'));
    const [plain] = statedFeelings(segment('I felt nervous.'));
    const [strong] = statedFeelings(segment('I felt SO nervous!'));
    expect(weak!.intensity).toBeLessThan(plain!.intensity);
    expect(plain!.intensity).toBeLessThan(strong!.intensity);
  });
});

describe('self-blame', () => {
  it.each([
    ['It was probably my fault for going back to his.', 'going_back'],
    ['I should have known better than to have that third drink.', 'drinking'],
    ['Maybe I am overreacting.', 'overreacting'],
    ['Probably I am too cautious.', 'overreacting'],
    ['I guess I led him on.', 'signals'],
    ['I blame myself.', 'fault'],
    ['Did I provoke it by kissing him first?', 'signals'],
    ['Am I too sensitive?', 'overreacting'],
    ['He kept touching my knee. Does that even count?', 'fault'],
    ['My dress was too short, I know.', 'fault'],
    ['Maybe I gave mixed signals, I did go back to hers.', 'going_back'],
    ['Should of took my own truck.', 'should_have'],
    ["It's probably nothing, she's lonely.", 'overreacting'],
    ["So anyway this one I don't know what to make of.", 'overreacting'],
    ['I know how that sounds from a man my age.', 'sounds'],
    ["took half an hour to get out. prob nowt, she'd had a drink", 'overreacting'],
    ['Earlier in the night I said maybe I stay so maybe I confused him, I dont know.', 'signals'],
    ['Felt small. Maybe I sit too close, give wrong idea.', 'signals'],
    ['Half of night was really nice so I confused. Prob I send mixed signal.', 'signals'],
    // Round 21: a man told he should have liked it, a writer playing it down.
    ['her friends were cheering lmao\nidk guys are supposed to like that right', 'sounds'],
    ['guys its not that deep right? shes like 5\'2"', 'overreacting'],
    ['I did not even pay my drink, prob I overreacted, the music was loud', 'overreacting'],
  ])('%s', (text, about) => {
    const found = selfBlame(segment(text));
    expect(found?.about).toBe(about);
    expect(text).toContain(found?.quote);
  });

  it('finds none where the writer does not blame themselves', () => {
    expect(selfBlame(segment('It was his fault entirely. I left early.'))).toBeNull();
    expect(selfBlame(segment('I should have ordered the fish.'))).toBeNull();
  });
});

describe('feelings that are not about the date', () => {
  it('does not read food poisoning as feeling sick about the date', () => {
    const f = statedFeelings(
      segment('An hour later I was sick as a dog in the lane. She waited with me.'),
    );
    expect(f.map((x) => x.feeling)).not.toContain('sick');
    const g = statedFeelings(segment('I felt sick after the mussels and she got me water.'));
    expect(g.map((x) => x.feeling)).not.toContain('sick');
    expect(
      statedFeelings(segment('When he said that I felt sick.')).map((x) => x.feeling),
    ).toContain('sick');
  });

  it("reads a pasted message's feelings as its sender's (round 20, a162-012)", () => {
    const text = [
      "Here's what I've had since, copied:",
      "Kenny: Hamish I've never felt like this, I think we're soulmates x",
      'Kenny: Good morning gorgeous, love you already, so happy, is that mad??',
      'Me: Morning Kenny, bit early days son',
      "I felt so uneasy if I'm honest.",
    ].join('\n');
    expect(statedFeelings(segment(text)).map((x) => x.feeling)).toEqual(['uneasy']);
    // A heading is no sender.
    expect(statedFeelings(segment('Verdict: I was so happy.')).map((x) => x.feeling)).toEqual([
      'happy',
    ]);
  });

  it('reads feeling bad about letting them down as about the writer', () => {
    expect(
      statedFeelings(segment('I felt a bit bad telling him that but he took it well.')).map(
        (x) => x.family,
      ),
    ).toEqual(['other']);
  });

  it('reads anger "at the time" as put down since, not as how the date left them', () => {
    const f = statedFeelings(
      segment(
        'Alistair took my keys. I was raging at the time, told him he was worse than the polis.',
      ),
    );
    expect(f.map((x) => [x.feeling, x.family])).toEqual([['cross at the time', 'other']]);
    expect(
      statedFeelings(segment('honestly I was angry in the moment, I said give me my keys')).map(
        (x) => x.family,
      ),
    ).toEqual(['other']);
    expect(statedFeelings(segment('I was raging about it all week.')).map((x) => x.family)).toEqual(
      ['negative'],
    );
  });
});

describe('an intensifier is not a feeling', () => {
  it('reads "stupid happy" as happy, "I felt so stupid" as foolish', () => {
    expect(
      statedFeelings(segment('I feel stupid happy tonight.')).map((x) => x.feeling),
    ).not.toContain('foolish');
    expect(statedFeelings(segment('I felt so stupid after.')).map((x) => x.feeling)).toContain(
      'foolish',
    );
  });
});

describe('feelings that are not the writer’s, or not what they seem', () => {
  const names = (text: string) => statedFeelings(segment(text)).map((f) => f.feeling);

  it('leaves out feelings inside the date’s quoted words and in backstory', () => {
    expect(
      names("He's terrified of heights, he told me straight 'I'm scared, hold my hand'. Cute."),
    ).not.toContain('scared');
    expect(names('Yes, the one who fixed my laptop when I cried about the spreadsheet.')).toEqual(
      [],
    );
  });

  it('reads nerves about liking someone and fond embarrassment for what they are', () => {
    expect(names("He asked to see me again. I'm scared to get excited.")).toEqual([
      'nervous about liking them',
    ]);
    expect(names('The whole café clapped and I was so embarrassed, he was grinning.')).toEqual([
      'flustered',
    ]);
    expect(selfBlame(segment('I feel stupid happy. Is that weird?'))).toBeNull();
    expect(names('He yelled at the waiter and I was so embarrassed.')).toEqual(['embarrassed']);
  });
});

describe('feelings said the way people say them', () => {
  it.each([
    ["I'm so fucking angry I can barely type.", 'angry'],
    ['furious I wasted a night off on her', 'angry'],
    ['Pretty smitten not gonna lie.', 'special'],
    ['Still sore about it all week.', 'sore'],
    ['Felt about as low as a man can.', 'low'],
    ['Mortified but also... she is lovely?', 'embarrassed'],
    ['feeling real foolish asking for help about this', 'foolish'],
    ['Tickled about this one.', 'delighted'],
    ['stoked. he is great', 'excited'],
  ])('%s', (text, feeling) => {
    expect(statedFeelings(segment(text)).map((f) => f.feeling)).toContain(feeling);
  });

  it('a knot in the stomach is a body sign, a sore knee is not a feeling', () => {
    expect(statedFeelings(segment('Had a knot in my stomach all day.')).length).toBe(1);
    expect(statedFeelings(segment('My knee was sore from the hike.'))).toEqual([]);
  });
});

describe('tears and fears that are not fear of the date', () => {
  it('tears at something beautiful, or of closeness, are being moved', () => {
    const f = statedFeelings(
      segment('At midnight the fireworks went up and I cried a bit because it was so beautiful.'),
    );
    expect(f.map((x) => x.feeling)).toEqual(['moved']);
    expect(f[0]?.family).toBe('positive');
    // a song he paid the mariachis for (round 18's a158-014)
    expect(
      statedFeelings(
        segment('He paid one song for me, Cielito Lindo, which is so cliché but I cried a little.'),
      ).map((x) => x.feeling),
    ).toEqual(['moved']);
  });

  it('"scared" followed by "scared I like him too much" is nerves about liking', () => {
    const f = statedFeelings(segment('Yes, I am scared. Scared I like him too much haha.'));
    expect(f.every((x) => x.group !== 'fear')).toBe(true);
  });

  it('"pure" intensifies a feeling in Scots', () => {
    expect(statedFeelings(segment('honestly pure happy')).map((x) => x.feeling)).toContain('happy');
    expect(statedFeelings(segment('pure creeped out 😬')).map((x) => x.group)).toContain('unease');
  });
});

describe('feelings told through the body and the night after', () => {
  it.each([
    ['That makes me angry.', 'angry'],
    ['My hands were cold the whole way home.', 'shaken'],
    ['Not sleeping much tonight.', 'unsettled'],
    ['I been feeling off all day. didnt sleep good', 'on edge'],
    ['I kept looking over my shoulder the whole way home.', 'on edge'],
    ['I stopped enjoying the music after that.', 'uneasy'],
  ])('%s', (text, feeling) => {
    expect(feelings(text)[0]?.[0]).toBe(feeling);
    expect(feelings(text)[0]?.[1]).toBe('negative');
  });

  it.each([
    'He brought a flask of chai and gave me the first cup because my hands were freezing.',
    'It was snowing and my hands were numb by the time we got to the car.',
  ])('cold hands in the cold are no fear: %s', (text) => {
    expect(feelings(text).map((f) => f[0])).not.toContain('shaken');
  });

  it.each([
    'he tell me he is separated since 1 year, still a bit sad, honest',
    'She told me she was nervous all day about meeting me.',
    'mildly gutted i never got to use it 😅',
  ])('the date’s own feeling, or a mock one, is not the writer’s: %s', (text) => {
    expect(feelings(text).map((f) => f[1])).not.toContain('negative');
  });

  it('embarrassed with people laughing at the writer is no fond fluster', () => {
    const found = feelings(
      'I was so embarrassed, the whole kitchen laughing at me when I dropped the tray!!',
    );
    expect(found.map((f) => f[0])).toContain('embarrassed');
    expect(found.map((f) => f[0])).not.toContain('flustered');
  });

  it.each([
    ["i'm in the car park and furious", 'angry'],
    ['I go home feeling small.', 'small'],
    ['I abit scared actually.', 'scared'],
    ['I so happy today!!', 'happy'],
  ])('a feeling after "and" or "go home feeling": %s', (text, feeling) => {
    expect(feelings(text)[0]?.[0]).toBe(feeling);
  });

  it('freezing on a climb is no fear, freezing when grabbed is', () => {
    expect(feelings('he was patient when I froze on the overhang and talked me down.')).toEqual([]);
    expect(feelings('He grabbed my wrist and I froze.')[0]?.[0]).toBe('shaken');
  });

  it('sleep lost to excitement is no unease', () => {
    expect(feelings("I couldn't sleep, too excited lol").map((f) => f[1])).not.toContain(
      'negative',
    );
  });
});
