import { describe, expect, it } from 'vitest';
import type { TFlag } from '../../../shared/analysis';
import { answerQuestion } from './questions';

const flag = (f: Partial<TFlag> & Pick<TFlag, 'category' | 'polarity' | 'quote'>): TFlag => ({
  label: f.category,
  severity: 'caution',
  ...f,
});
const rude = flag({
  category: 'rude_to_others',
  polarity: 'red',
  quote: 'he snapped at the waiter',
});
const kind = flag({
  category: 'kind_to_others',
  polarity: 'green',
  severity: 'info',
  quote: 'she tipped the busker',
});

/** The answer's text, or '' when the question gets none. */
const tipOf = (text: string, mode: Parameters<typeof answerQuestion>[1], flags: TFlag[] = []) =>
  answerQuestion({ flags, text }, mode)?.tip ?? '';

describe("the writer's own questions", () => {
  it('answers "do I apologise or let it go?" after the writer owns a fault, quoting it', () => {
    const text =
      'tacos after my shift. it was good at first but then i was kinda rude to her friend who showed up. do i apologise or let it go';
    expect(tipOf(text, 'good')).toMatch(
      /^You asked whether to apologise\. You say "then i was kinda rude to her friend who showed up", so yes/,
    );
  });

  it('answers "am I reading too much into it?" about a shy date from the good sign and the nerves', () => {
    const open = flag({
      category: 'openness',
      polarity: 'green',
      severity: 'info',
      quote: 'She did say she was nervous',
    });
    const text =
      "She was lovely but dead quiet, going red when I asked her stuff. She did say she was nervous. Am I being daft thinking there's something there?";
    const tip = tipOf(text, 'good', [open]);
    expect(tip).toMatch(
      /^You asked whether you are reading too much into it\. Not from what you wrote: they opened up to you/,
    );
    expect(tip).toContain(
      '"She was lovely but dead quiet, going red when I asked her stuff" reads as nerves',
    );
    expect(tipOf(text, 'bad', [open])).toBe('');
    // Not after a warning sign, and not for another question that shares the word "daft".
    expect(tipOf(text, 'mixed', [open, rude])).not.toMatch(/reading too much into it/);
    expect(
      tipOf('She cancelled again. Am I daft giving her a fourth go?', 'mixed', [open]),
    ).not.toMatch(/reading too much into it/);
  });

  it('answers meeting their children already, asking for a second one, and "that means there\'s a next one?"', () => {
    const bomb = flag({
      category: 'love_bombing',
      polarity: 'red',
      quote: "I've never felt like this",
    });
    const kids = 'Third date. Is it weird she already wants me to meet her kids?';
    expect(tipOf(kids, 'mixed', [bomb])).toMatch(
      /^You asked about meeting their children already\. It is fast/,
    );
    expect(tipOf(kids, 'good', [kind])).toMatch(
      /It is early, and wanting to wait is not being cold/,
    );
    expect(
      tipOf('Do I ask her for a second one or is it weird after she had to rescue me lol', 'good', [
        kind,
      ]),
    ).toMatch(/^You asked whether to suggest the next one or wait\. Suggest it/);
    expect(
      tipOf('she said i still owe her ramen. that means theres a next one?', 'good', [kind]),
    ).toMatch(/^You asked whether they feel the same/);
  });

  it('keeps the writer\'s "for" before an -ing word when it gives their words back', () => {
    expect(
      tipOf('she was on her phone all night so i left. was i wrong for leaving?', 'bad'),
    ).toMatch(/^You asked whether you were wrong for leaving\./);
  });

  it('answers "am I overreacting?" from the red flag it found, and without one says what to check', () => {
    const text = 'He snapped at the waiter twice. Am I overreacting?';
    expect(answerQuestion({ flags: [rude], text }, 'bad')?.tip).toMatch(
      /^You asked whether you are overreacting\. From what you wrote, no: they were rude to other people \("he snapped at the waiter"\)/,
    );
    expect(
      answerQuestion({ flags: [], text: 'It was fine I guess. Am I being dramatic?' }, 'flat')?.tip,
    ).toMatch(/Nothing in what you wrote shows the date doing something wrong/);
  });

  it('answers "is that a red flag?" with the flag, or says there is none and names the good sign', () => {
    expect(answerQuestion({ flags: [rude], text: 'is that a red flag??' }, 'mixed')?.tip).toMatch(
      /What you wrote does show one: "he snapped at the waiter"/,
    );
    expect(
      answerQuestion(
        { flags: [kind], text: 'She checked her phone once. Is that a red flag?' },
        'good',
      )?.tip,
    ).toMatch(/Nothing you wrote reads as one, and there is a good sign: they were kind to/);
  });

  it('answers a question about the writer themselves from what the date did', () => {
    expect(answerQuestion({ flags: [kind], text: 'am I too old for this?' }, 'good')?.tip).toMatch(
      /^You asked whether you are too old for this\. Not from what this date shows: they were kind to the people around you \("she tipped the busker"\)/,
    );
    expect(
      answerQuestion({ flags: [rude], text: 'Is something wrong with me?' }, 'bad')?.tip,
    ).toMatch(
      /^You asked whether something is wrong with you\. No: what went wrong here was on their side/,
    );
  });

  it('answers "should I text first?" on a good date only, quoting the evening', () => {
    const text = 'Lovely night, she tipped the busker. Should I text first?';
    expect(answerQuestion({ flags: [kind], text }, 'good')?.tip).toMatch(
      /^You asked about texting\. .*"she tipped the busker"/,
    );
    expect(answerQuestion({ flags: [rude], text }, 'bad')).toBeNull();
    expect(
      answerQuestion(
        { flags: [kind], text: 'so giddy. should I text her now or is too soon' },
        'good',
      )?.tip,
    ).toMatch(/^You asked about texting\./);
  });

  it('does not hear a red-flag question in a statement', () => {
    expect(
      answerQuestion(
        { flags: [rude], text: 'Was it weird that he ordered for me. Anyway.' },
        'bad',
      ),
    ).toBeNull();
    expect(
      answerQuestion({ flags: [rude], text: 'is that a red flag or am I tired?' }, 'bad')?.tip,
    ).toMatch(/^You asked whether it is a red flag/);
  });

  it('answers nothing when there is no question it knows', () => {
    expect(
      answerQuestion({ flags: [rude], text: 'What a night. Who orders soup on a date?' }, 'bad'),
    ).toBeNull();
  });
});

describe('an answered question in the whole analysis', () => {
  it('is not quoted back by another tip, and does not close the door on a date', async () => {
    const { analyzeLocal } = await import('../analyze-local');
    const { EMPTY_ANALYSIS_CONTEXT } = await import('../../../shared/analysis');
    const tips = analyzeLocal(
      'He snapped at the waiter twice and called her useless when the order was late. The rest was fine I guess. Am I overreacting?',
      EMPTY_ANALYSIS_CONTEXT,
      { safetyResources: 'r' },
    ).personalizedTips.map((t) => t.tip);
    expect(tips[0]).toMatch(/^You asked whether you are overreacting/);
    expect(tips.filter((t) => /am i overreacting/i.test(t))).toHaveLength(0);
    expect(tips.join(' ')).not.toMatch(/not for me/);
  });
});

describe('questions about saying no, gossip and second chances', () => {
  it('"how do I tell her without being rude?" gets words to use, never on a danger page', () => {
    const text = 'Nice man but no spark. Marta set us up. How do I tell Marta without being rude?';
    expect(answerQuestion({ flags: [kind], text }, 'mixed')?.tip).toMatch(
      /^You asked how to say it\. Short and kind is enough/,
    );
    expect(answerQuestion({ flags: [], text }, 'danger')).toBeNull();
  });

  it('"is it fair to judge from gossip?" is answered from what the date did', () => {
    const text = 'My friends say he is jealous. Is it fair to judge someone from gossip?';
    expect(answerQuestion({ flags: [kind], text }, 'good')?.tip).toMatch(
      /Judge by what you saw: on this date they .*"she tipped the busker"/,
    );
  });

  it('"should I give him another chance?" is answered like seeing them again', () => {
    const text =
      'He lied about his age and snapped at the waiter. Should I give him another chance?';
    expect(answerQuestion({ flags: [rude], text }, 'bad')?.tip).toMatch(
      /^You asked whether to see them again\. From what you wrote, you do not owe it a second try/,
    );
  });
});

describe('questions about ending it, apologising, timing and reporting', () => {
  it('"is it wrong to do it by text?" says a kind message is fine, and by text only after danger', () => {
    const text =
      'Three dates, she is warm but I am not feeling it. Is it wrong to do it by text after three dates?';
    expect(answerQuestion({ flags: [kind], text }, 'mixed')?.tip).toMatch(
      /^You asked whether it is all right to say it by text\. It is/,
    );
    expect(answerQuestion({ flags: [], text }, 'danger')?.tip).toMatch(/Yes, by text only/);
  });

  it('"apologise and ask again, or leave it?" gets how to apologise once, not on a bad date', () => {
    const text =
      'I drank too much and talked about my ex all night. Should I apologise and ask again, or leave it?';
    expect(answerQuestion({ flags: [kind], text }, 'mixed')?.tip).toMatch(
      /^You asked whether to apologise and try again\. .*one message is an apology, several are pressure/,
    );
    expect(answerQuestion({ flags: [rude], text }, 'bad')).toBeNull();
    expect(
      answerQuestion(
        {
          flags: [kind],
          text: 'I want to write her an apology and ask for a second chance. Or is it better to leave it with dignity?',
        },
        'mixed',
      )?.tip,
    ).toMatch(/^You asked whether to apologise and try again/);
  });

  it('"is it too early to invite her?" is answered from how they met plans, never on a danger page', () => {
    const text = 'Is it too early to invite her to the Baltic trip in June?';
    expect(answerQuestion({ flags: [kind], text }, 'good')?.tip).toMatch(
      /^You asked whether it is too early\. Not if you ask lightly .*they were kind to/,
    );
    expect(answerQuestion({ flags: [rude], text }, 'mixed')?.tip).toMatch(
      /With "he snapped at the waiter" still open, keep the next plan small/,
    );
    expect(answerQuestion({ flags: [], text }, 'danger')).toBeNull();
  });

  it('a report answer names the service that fits and the app only where they met on one', () => {
    const stalked = flag({
      category: 'physical_safety',
      polarity: 'red',
      severity: 'danger',
      quote: 'she was waiting at my office again',
    });
    const groped = flag({
      category: 'boundary_pressure',
      polarity: 'red',
      severity: 'danger',
      quote: 'he grabbed my butt after I said no',
    });
    const ask = 'Should I report it?';
    const stalking = answerQuestion({ flags: [stalked], text: ask }, 'danger')?.tip ?? '';
    expect(stalking).toMatch(/a victim support service/);
    expect(stalking).not.toMatch(/sexual assault|dating app/);
    expect(
      answerQuestion({ flags: [groped], text: `We matched on Hinge. ${ask}` }, 'danger')?.tip,
    ).toMatch(/the dating app takes reports too, and a sexual assault service/);
  });

  it('"is this something I report?" and "another shot" are heard', () => {
    expect(
      answerQuestion(
        { flags: [], text: 'She keeps calling from new numbers. Is this something I report?' },
        'danger',
      )?.tip,
    ).toMatch(/^You asked whether to report it/);
    expect(
      answerQuestion(
        { flags: [kind], text: 'Should I give it another shot or am I just being picky?' },
        'good',
      )?.tip,
    ).toMatch(/^You asked whether to see them again\. From what you wrote, yes/);
  });
});

describe('a frightened writer minimising it', () => {
  const kept = flag({
    category: 'physical_safety',
    polarity: 'red',
    severity: 'danger',
    quote: 'she put my keys in her bra and said I was staying',
  });
  it.each([
    'she put my keys in her bra and said I was staying. probably nothing right?',
    'is it even a thing when its a man?',
    'Why did I say yes to going up?',
    'He sent a letter to my flat. For what, a letter?',
  ])('"%s" hears that it counts, on a danger page only', (text) => {
    expect(answerQuestion({ flags: [kept], text }, 'danger')?.tip).toMatch(
      /^You asked whether it counts\. It does: "she put my keys in her bra and said I was staying" is serious/,
    );
    expect(answerQuestion({ flags: [kind], text }, 'good')?.tip ?? '').not.toMatch(
      /whether it counts/,
    );
  });
});

describe('"another shot, or am I being picky?" on a lukewarm date', () => {
  it('is answered even without a warning sign', () => {
    const text =
      'Conversation was ok, kind of surface level. Not sure there is anything there. Should I give it another shot or am I just being picky?';
    expect(answerQuestion({ flags: [kind], text }, 'mixed')?.tip).toMatch(
      /^You asked whether to see them again\. It is your call: nothing they did rules it out/,
    );
  });
});

describe('more ways of asking', () => {
  it.each([
    [
      'She keeps turning up at the coworking. Am I exaggerating?',
      /^You asked whether you are overreacting/,
    ],
    ['Do I say something to her or just let it drift?', /^You asked whether to say anything/],
    ['Is it too keen to ring her tomorrow rather than text?', /^You asked about texting/],
  ])('%s', (text, answer) => {
    expect(answerQuestion({ flags: [rude, kind], text }, 'mixed')?.tip).toMatch(answer);
  });
});

describe('"is it possible he put something?"', () => {
  it('is answered on a danger page: it fits, only a test can say', () => {
    const text = 'I normally drink 4 or 5. is it possible that he put something?';
    expect(answerQuestion({ flags: [], text }, 'danger')?.tip).toMatch(
      /^You asked whether they could have put something in your drink\. .*only a test can say/,
    );
    expect(answerQuestion({ flags: [], text }, 'good')).toBeNull();
  });
});

describe('"is it normal to talk about ...?" and "what would you do?"', () => {
  it('answers talking about something that matters by how they took it', () => {
    const listened = flag({
      category: 'attentive',
      polarity: 'green',
      severity: 'info',
      quote: 'she asked what Carol was like',
    });
    expect(
      answerQuestion(
        { flags: [listened], text: 'Is it normal to talk about your late wife on a first date?' },
        'good',
      )?.tip,
    ).toMatch(
      /^You asked whether it is all right to talk about it\. .*"she asked what Carol was like"/,
    );
  });

  it('answers "what would you do?" on a danger page only', () => {
    expect(answerQuestion({ flags: [], text: 'What would you do?' }, 'danger')?.tip).toMatch(
      /^You asked what to do\. First, do not reply/,
    );
    expect(answerQuestion({ flags: [], text: 'What would you do?' }, 'mixed')).toBeNull();
  });
});

describe('"will he want to see me again?" and "is it too soon to say that?"', () => {
  it('answers whether they feel the same from what they did, on good and mixed dates', () => {
    expect(
      answerQuestion({ flags: [kind], text: 'Will he want to see me again?' }, 'good')?.tip,
    ).toMatch(/^You asked whether they feel the same\. .*"she tipped the busker"/);
    expect(
      answerQuestion({ flags: [rude], text: 'Will he want to see me again?' }, 'bad'),
    ).toBeNull();
  });

  it('says liking can be said now', () => {
    expect(
      answerQuestion(
        { flags: [kind], text: 'I actually really like him. is too soon to say that?' },
        'good',
      )?.tip,
    ).toMatch(/^You asked whether it is too soon to say it\./);
  });
});

describe('saying it, not planning it', () => {
  it('"is it too soon to say I like her?" is about saying it, not about a plan', () => {
    expect(
      answerQuestion({ flags: [kind], text: 'Is it too soon to say I like her?' }, 'good')?.tip,
    ).toMatch(/^You asked whether it is too soon to say it\./);
  });
});

describe('questions asked in other words, or in the word order of another language', () => {
  it('"was I rude to leave before dessert?" gets its own words back and a plain no', () => {
    expect(
      tipOf('He lectured me all night. Was I rude to leave before dessert?', 'bad', [rude]),
    ).toMatch(
      /^You asked whether you were rude to leave before dessert\. No: they were rude to other people/,
    );
    expect(tipOf('meh. am i wrong to just... not reply?', 'flat')).toMatch(
      /^You asked whether you were wrong to not reply\. No: you are free/,
    );
  });

  it('"am I too picky?" is answered about the date, not about the writer', () => {
    const tip = tipOf(
      'Nice enough, no spark. Am I too picky if I say no to a second one?',
      'flat',
      [kind],
    );
    expect(tip).toMatch(
      /^You asked whether you are too picky\. Not wanting a second date is reason enough/,
    );
    expect(tip).not.toMatch(/which is what people do with someone they enjoy/);
  });

  it('"how long do I wait to reply?" and "I answer now or I wait?" say there is no rule', () => {
    for (const text of [
      'Lovely night. how long do i wait to reply',
      'he text me already. I answer now or I wait?',
    ])
      expect(tipOf(text, 'good', [kind])).toMatch(
        /^You asked how long to wait before replying\. There is no rule/,
      );
    expect(tipOf('how long do i wait to reply', 'bad', [rude])).toMatch(
      /you do not owe this an answer/,
    );
  });

  it('"the next date I propose or I wait for him?" says to suggest it', () => {
    expect(tipOf('very nice. the next date I propose or I wait for him?', 'good', [kind])).toMatch(
      /^You asked whether to suggest the next one or wait\. Suggest it/,
    );
    expect(tipOf('I invite him to my restaurant or is too much?', 'good', [kind])).toMatch(
      /Suggest it/,
    );
  });

  it('reads "I call him or no?", "I go to the police or is too much?", "another chance or no?" and "we repeat?"', () => {
    expect(tipOf('he was sweet. I call him or no?', 'good', [kind])).toMatch(
      /^You asked about texting/,
    );
    expect(
      tipOf('he say he find me. I go to the police or is too much?', 'danger', [rude]),
    ).toMatch(/^You asked whether to report/);
    expect(tipOf('he was 1 hour late. another chance or no?', 'bad', [rude])).toMatch(
      /^You asked whether to see them again\. From what you wrote, you do not owe it a second try/,
    );
    expect(tipOf('nice guy, good tapas. we repeat?', 'good', [kind])).toMatch(
      /^You asked whether to see them again/,
    );
    expect(
      tipOf('she tipped well. he want to see me again or he is only polite?', 'good', [kind]),
    ).toMatch(/^You asked whether they feel the same/);
    expect(
      tipOf('he grab me hard. then he say sorry is his way. is normal for him maybe?', 'mixed', [
        rude,
      ]),
    ).toMatch(/^You asked whether it is a red flag/);
  });
});

describe('whether it is ruined, and how to say slow down', () => {
  it('"can you come back from this or has he seen too much?" rests on what they did', () => {
    expect(
      tipOf('He put me in a cab. Can you come back from this or has he seen too much?', 'good', [
        kind,
      ]),
    ).toMatch(
      /^You asked whether you have ruined it\. From what you describe, probably not: they were kind/,
    );
    expect(tipOf('did i blow it?', 'flat')).toMatch(/rarely decides it/);
    expect(tipOf('did i blow it?', 'danger', [rude])).toBe('');
  });

  it('"how I say slow down without hurt him?" gets words to use', () => {
    expect(
      tipOf('flowers at my work after one coffee. how I say slow down without hurt him?', 'mixed'),
    ).toMatch(
      /^You asked how to say slow down\. Warmly and plainly: "I like spending time with you/,
    );
  });
});

describe('"sweet or weird?", and which flag a question is about', () => {
  const salary = flag({
    category: 'financial_pressure',
    polarity: 'red',
    quote: 'ur salary 6k or 7k?',
  });

  it('answers "sweet or weird ah??" from what was found', () => {
    const followed = flag({
      category: 'physical_safety',
      polarity: 'red',
      severity: 'danger',
      quote: 'his car pull up behind the grab',
    });
    expect(
      answerQuestion({ flags: [followed], text: 'sweet or weird ah??' }, 'danger')?.tip,
    ).toMatch(/^You asked whether it was sweet or weird\. Not sweet, however it was meant/);
    expect(answerQuestion({ flags: [kind], text: 'sweet or weird?' }, 'good')?.tip).toMatch(
      /From what you wrote, sweet/,
    );
  });

  it('"is it weird he asked my salary??" answers about the salary, not the waiter', () => {
    const tip = answerQuestion(
      { flags: [rude, salary], text: 'he snapped at the waiter. is it weird he asked my salary??' },
      'bad',
    )?.tip;
    expect(tip).toMatch(/ur salary 6k or 7k/);
  });
});

describe('more of the questions writers ask', () => {
  const bombing = flag({
    category: 'love_bombing',
    polarity: 'red',
    quote: 'u free every weekend right? I plan all for us',
  });

  it('"what\'s the catch?" on a good date rests on what they did', () => {
    expect(
      tipOf("he planned everything. how can so good one. what's the catch", 'good', [kind]),
    ).toMatch(/^You asked what the catch is\. Nothing you wrote points to one/);
  });

  it('"too fast or I too cold?" and "or am I just out of practice?" say it is too much', () => {
    for (const text of [
      'too fast or I too cold?',
      "It's all a bit much, isn't it? Or am I just out of practice?",
    ])
      expect(tipOf(text, 'mixed', [bombing])).toMatch(
        /^You asked whether it is too much, or you\. It is too much/,
      );
  });

  it('"am I daft for being this giddy at sixty-one?" is a no', () => {
    expect(tipOf('Am I daft for being this giddy at sixty-one?', 'good', [kind])).toMatch(
      /^You asked whether you are daft to feel like this\. Not at all/,
    );
  });

  it('"should I tell my manager?" after a threat is a yes, on the danger page', () => {
    expect(
      tipOf('he say he know which pharmacy I work. should I tell my manager?', 'danger', [rude]),
    ).toMatch(/^You asked whether to tell your manager\. Yes/);
  });

  it('reads "can give second chance or not", "should I reply or not?", "should I ring him or let him ring me?", "I think he liked it?" and "is it nothing?"', () => {
    expect(tipOf('he 40 min late. can give second chance or not', 'bad', [rude])).toMatch(
      /^You asked whether to see them again/,
    );
    expect(tipOf('nice guy, quiet. should I reply or not?', 'good', [kind])).toMatch(
      /^You asked about texting/,
    );
    expect(tipOf('Should I ring him or let him ring me?', 'good', [kind])).toMatch(
      /^You asked about texting/,
    );
    expect(tipOf('We watched half the film. I think he liked it?', 'good', [kind])).toMatch(
      /^You asked whether they feel the same/,
    );
    expect(tipOf('He was at my gate again. Is it nothing?', 'danger', [rude])).toMatch(
      /^You asked whether it counts\. It does/,
    );
  });
});

describe('introducing them to family', () => {
  it('"should I introduce her to my son already?" is read as a question about pace', () => {
    expect(
      tipOf('Five dates now. Should I introduce her to my son already?', 'good', [kind]),
    ).toMatch(/^You asked whether it is too early\./);
  });
});
