import { describe, expect, it } from 'vitest';
import {
  excusedLapse,
  sentenceGrounds,
  showsTemper,
  someoneElsesAct,
  writersOwnState,
  touchedBySomeoneElse,
  touchedWriter,
  writersMessages,
  writersOwnReach,
  writersQuestion,
  earlierDatesAct,
  writersOwnDeed,
} from './flag-grounds';
import { detectFlagsDetailed } from './flags';
import { segment } from './text';
import { analyzeLocal } from './analyze-local';
import { EMPTY_ANALYSIS_CONTEXT } from '../../shared/analysis';
import {
  datesRuleDanger,
  isRefusal,
  notAPersonsHarm,
  notTheDatesDanger,
  protectiveOnly,
  safeCue,
  writersOwnDriving,
} from './safe-cues';

const grounds = (text: string) => sentenceGrounds(segment(text)[0]!);

describe('what a learned flag may rest on', () => {
  it('one- and two-word sentences are fragments; three words are not', () => {
    expect(grounds('Saturday.').fragment).toBe(true);
    expect(grounds('Me too.').fragment).toBe(true);
    expect(grounds('He hit me.').fragment).toBe(false);
    expect(grounds("That's it.").fragment).toBe(true);
    expect(grounds('So that was that.').fragment).toBe(true);
    expect(grounds('We laughed loads.').fragment).toBe(false);
  });

  it('a sentence is only about the writer when nobody else is in it', () => {
    expect(grounds('I paid for dinner.').writerOnly).toBe(true);
    expect(grounds('Did I do too much?').writerOnly).toBe(true);
    expect(grounds('I paid and he said nothing.').writerOnly).toBe(false);
    expect(grounds('I told Sam about it.').writerOnly).toBe(false);
    expect(grounds('I talked about Hyejin (my ex) at least four times.').writerOnly).toBe(true);
    expect(grounds('I kept thinking of Marco all through dinner.').writerOnly).toBe(true);
    expect(grounds('The bar was loud.').writerOnly).toBe(false);
  });

  it('harm by someone else is told in six words or more, not asked', () => {
    expect(grounds('A man touched me on the bus.').tellsHarm).toBe(true);
    expect(grounds('I still stood there.').tellsHarm).toBe(false);
    expect(grounds('Did that man on the bus touch me?').tellsHarm).toBe(false);
  });
});

describe('unwanted sexual touching of the writer', () => {
  it('reads it from plain reports, whoever did it', () => {
    for (const t of [
      'A man groped me on the crowded bus this morning.',
      'he kept rubbing himself against me in the queue',
      'someone touched me inappropriately while I was asleep on the train',
      'The guy next to me grabbed my butt as I walked past',
      'he slid his hand up my skirt under the table',
      // plain words of real reports from outside dating
      'a stranger spanked me and walked on as if nothing happened',
      'on the bus a man kept pressing against me from behind',
      "I could feel a boy's erection when travelling in the bus",
      'my boss made sexual advances towards me after the party',
      'the conductor touched my back unusually',
      'two boys tried to touch us at the bus stop',
      'whenever I stand at the bus stop, guys come and touch me',
      'the person took advantage of the crowd while standing behind me',
      'a man touched my knees in a very bad manner',
      'i got touched by boy in public vehicle.',
      'on the bus I was being touched.',
      'a man tapped my buttocks near the bank',
      'men try to grind their intimate part over my body',
    ])
      expect(touchedWriter(t), t).not.toBeNull();
  });

  it("does not read a denial, a fear, the writer's own touch or a harmless flash", () => {
    for (const t of [
      'He never once groped me or pushed for anything.',
      'I was scared he would grope me in the taxi but he sat by the window.',
      'I touched his arm when he made me laugh.',
      'He flashed me a smile and his badge at the door.',
      'He held my hand on the walk home.',
      'Honestly I was touched.',
      'I was touched by his words.',
      'People touch me on the arm when they talk.',
    ])
      expect(touchedWriter(t), t).toBeNull();
  });
});

describe('a diary line with the subject dropped', () => {
  it('is the writer acting on the date, unless the writer is the object', () => {
    expect(grounds('Took her to the DCA for a film, subtitled, Danish.').writerOnly).toBe(true);
    expect(grounds('Walked him to the station after.').writerOnly).toBe(true);
    expect(grounds('Took me to the DCA for a film.').writerOnly).toBe(false);
  });
});

describe('protective acts', () => {
  it('reads a rescue or keys taken off a drunk friend as protective', () => {
    for (const t of [
      'I stepped off the kerb at Riverside not looking and she yanked me back by the collar, bus went past a foot off my nose.',
      'I came off the top of an easy one in a bad way and she caught me by the hips, hard, and shoved me onto the mat.',
      'Her friend was very drunk and she just took the car keys from his hand.',
    ])
      expect(protectiveOnly(t.toLowerCase()), t).toBe(true);
    expect(
      protectiveOnly(
        'walt grabbed my arm and yanked me back so hard i dropped my purse.',
        'i stepped off the curb looking at my phone.',
      ),
    ).toBe(true);
    expect(
      protectiveOnly(
        'he grabbed my arm and pulled me back.',
        'i tried to leave, not looking at him.',
      ),
    ).toBe(false);
  });

  it('reads a pull back from the road told by what went past, and keys or a phone kept from a drunk writer, as care', () => {
    for (const t of [
      'Crossing the road I was on my phone and stepped out and she grabbed my arm and yanked me back as a bus went past.',
      'i looked to the wrong side and she grabbed my arm and pulled me back, the bus passed like centimetres.',
    ])
      expect(protectiveOnly(t.toLowerCase()), t).toBe(true);
    // stepping out of a bar is no road: a grab there is not a rescue
    expect(protectiveOnly('i stepped out and he grabbed my arm hard.')).toBe(false);
    expect(
      protectiveOnly('put them in his pocket.', "i'm fumbling for the ute keys", '', {
        before: "i had too many. i'm fumbling for the ute keys going i'm fine",
        after: 'you can have them back tomorrow graham',
      }),
    ).toBe(true);
    expect(
      protectiveOnly("she took my phone and put in her pocket and said 'not a chance'.", '', '', {
        before: 'i was very drunk after the karaoke and i wanted to take a bike home.',
        after: 'she called an uber from her phone and gave back the phone at my door.',
      }),
    ).toBe(true);
    expect(
      protectiveOnly(
        "when i went to get my car keys out she took them off me and said 'no chance, you're on the sofa or in a taxi'.",
        "i'd had way more than i thought.",
      ),
    ).toBe(true);
    // a phone taken from a sober writer is still being kept
    expect(
      protectiveOnly('he took my phone and put it in his pocket.', '', '', {
        before: 'we had dinner.',
        after: 'he gave it back at the end.',
      }),
    ).toBe(false);
  });

  it('reads a grab the writer says saved them, or something slid across to them, as safe', () => {
    expect(
      protectiveOnly(
        'he grabbed my arm and yanked me back onto the pavement.',
        '',
        "if he hadn't i'd be under that bus.",
      ),
    ).toBe(true);
    expect(protectiveOnly('she just smiled and pushed her plate of fries at me.')).toBe(true);
    expect(protectiveOnly('nobody knew the song but him. he knew it')).toBe(true);
    expect(protectiveOnly('he knew where i live and i never told him.')).toBe(false);
    expect(protectiveOnly('i was too drunk to consent and she knew it.')).toBe(false);
    expect(protectiveOnly('he grabbed my arm and yanked me back.', '', 'it hurt for days.')).toBe(
      false,
    );
    expect(protectiveOnly('he pushed me at the wall.')).toBe(false);
  });

  it('gives the aftermath of a rescue the reading of the rescue, not what follows', () => {
    const s = [
      'He pulled me back onto the pavement as the van came.',
      'Really hard.',
      'I had a bruise after.',
      'Later he grabbed my wrist when I said I was leaving.',
    ].map((text) => ({ text }));
    expect(notTheDatesDanger(s).protective).toEqual([true, true, true, false]);
  });

  it('does not when force came first or the rescue turned into something else', () => {
    for (const t of [
      'He pushed me and I fell against the bus shelter.',
      "I slipped and he grabbed me and wouldn't let go.",
      'He took my keys and laughed.',
    ])
      expect(protectiveOnly(t.toLowerCase()), t).toBe(false);
  });
});

describe('care that sounds alarming (wave 12 training authors, round 17)', () => {
  const protectiveOf = (lines: string[]) =>
    notTheDatesDanger(lines.map((text) => ({ text }))).protective;

  it('following told with why is care; following unasked is not', () => {
    expect(
      protectiveOnly(
        "he said he'd follow me home in his car to make sure i made it, and he did, he followed me home the whole forty minutes with his headlights in my mirror.",
      ),
    ).toBe(true);
    expect(
      protectiveOnly('he followed me to the toilets after.', '', 'because i asked him to.'),
    ).toBe(true);
    expect(protectiveOnly('he followed me home without asking.')).toBe(false);
    expect(
      protectiveOnly('he followed me to the toilets after.', '', 'i asked him to leave.'),
    ).toBe(false);
  });

  it('asking the writer to call once home is care', () => {
    expect(
      protectiveOnly(
        'he scraped my windshield and told me to call when i got in, so i did, and he picked up on the first ring.',
      ),
    ).toBe(true);
  });

  it('a grab with its reason on the next line, past an interjection, is a rescue', () => {
    expect(
      protectiveOf([
        'Me: he grabbed me',
        'Abi: WHAT',
        'Me: out of the road.',
        'he was sweet after.',
      ]),
    ).toEqual([true, true, true, false]);
    expect(protectiveOf(['Me: he grabbed me', 'Abi: WHAT', 'Me: and would not let go.'])[0]).toBe(
      false,
    );
  });

  it('a van named with a word before it still went past', () => {
    expect(
      protectiveOnly(
        'and she grabbed me by the collar and yanked me back and a delivery van went past me an inch away.',
        "i'm talking away looking at her not the road and i stepped out at the corner of prince street",
      ),
    ).toBe(true);
  });

  it('how being drunk felt, after the writer says they got drunk, is not a spiked drink', () => {
    expect(
      protectiveOf([
        'ok so confession.',
        'i got hammered at the gig.',
        "thekla, the boat one, floor was moving and i'm not convinced it was the river.",
      ])[2],
    ).toBe(true);
    expect(
      protectiveOf([
        'i only had two glasses, i was not even drunk.',
        'then the floor was moving.',
      ])[1],
    ).toBe(false);
    expect(protectiveOf(['i got hammered.', 'he said the floor was moving.'])[1]).toBe(false);
  });

  it('waking at their place after falling asleep tired is sleep; "he said nothing happened" is not', () => {
    expect(
      protectiveOf([
        'I was dead from a double shift.',
        'I remember Banderas in the pool and then nothing.',
        'I woke up at his place at 4 and didnt know where I was.',
      ])[2],
    ).toBe(true);
    expect(
      protectiveOf([
        'I had two glasses of wine.',
        'I woke up at his place at 4 and didnt know where I was.',
        'He said nothing happened but my clothes were on the floor.',
      ])[1],
    ).toBe(false);
  });

  it('a fear of being followed that turned out to be the date bringing a wallet', () => {
    expect(
      protectiveOf([
        'chale i thought someone was following me from the bus stop to my hostel last night,',
        'turned out it was abigail, my date, running to give me my wallet.',
      ])[0],
    ).toBe(true);
    expect(
      protectiveOf(['i thought someone was following me from the bus stop.', 'it was him.'])[0],
    ).toBe(false);
  });
});

describe('put-downs told as a crack, a wave-away or a correction (wave-12 training authors)', () => {
  const cats = (t: string) => detectFlagsDetailed(segment(t)).flags.map((f) => f.category);
  it('reads them as disrespect, and not the writer’s own words', () => {
    expect(cats("he made a crack about my Corolla being a 'mom car'.")).toContain('disrespect');
    expect(cats('He followed us out saying I was fine, I was just being dramatic.')).toContain(
      'disrespect',
    );
    expect(
      cats("he said no, no, that's all wrong, and explained it to me, and he hadn't read it."),
    ).toContain('disrespect');
    expect(cats('I said I was being dramatic lol.')).not.toContain('disrespect');
    expect(cats('Lupe says block him, my sister says I am overreacting.')).not.toContain(
      'disrespect',
    );
    expect(cats('She made a crack about the weather.')).not.toContain('disrespect');
  });
});

describe('who did the touching', () => {
  it('tells a stranger or a friend from the date', () => {
    expect(touchedBySomeoneElse('One of them grabbed my backside on the way to the gents.')).toBe(
      true,
    );
    expect(touchedBySomeoneElse('A man groped me on the bus.')).toBe(true);
    expect(touchedBySomeoneElse('her friend grabbed my butt')).toBe(true);
    expect(touchedBySomeoneElse('He put his hand up my skirt in the taxi.')).toBe(false);
    expect(touchedBySomeoneElse('Kelly put her hand down the back of my jeans.')).toBe(false);
  });

  it('keeps a grope by a stranger from being the danger of the date, but not his own', () => {
    const s = [
      'Drinks with Sam.',
      'Some drunk guy grabbed my bum by the bar and Sam sent him off.',
    ].map((text) => ({ text }));
    expect(notTheDatesDanger(s).byStranger).toEqual([false, true]);
    const grope = { severity: 'danger', quote: 'Some drunk guy grabbed my bum' };
    expect(datesRuleDanger(s, [grope])).toBe(false);
    // A stranger's act told mid-sentence, after the date is named.
    const mid = [
      'I was dancing with Tom and some guy grabbed my ass.',
      'We were queuing for the bar and a drunk man pinched my bum, Sam told him to back off.',
      'I heard someone behind me, turned round and it was Felix following me down the street.',
      'Then he grabbed my bum while some guy at the bar watched.',
    ].map((text) => ({ text }));
    expect(notTheDatesDanger(mid).byStranger).toEqual([true, true, false, false]);
    const own = [{ text: 'Later the guy grabbed my bum in the taxi.' }];
    expect(datesRuleDanger(own, [{ severity: 'danger', quote: 'the guy grabbed my bum' }])).toBe(
      true,
    );
  });
});

describe('refusals', () => {
  it('reads saying no to the date, not saying no to leaving', () => {
    expect(isRefusal('at the door i said no, not tonight')).toBe(true);
    expect(isRefusal('he asked if i wanted to leave and i said no.')).toBe(false);
  });
});

describe('what makes an alarming act safe, told a sentence or two away', () => {
  const protectiveAt = (text: string, i: number) => notTheDatesDanger(segment(text)).protective[i];

  it('keys taken off a writer who had been drinking, the drinking told lines before', () => {
    const text =
      'I had too many beers at the barbecue. My fault. When I went to leave she took my keys right out of my hand. Woke up to coffee and my keys on the table.';
    expect(protectiveAt(text, 2)).toBe(true);
    const reason =
      'Dinner at his sister\'s. He took my keys off the hook. Said "you\'re not driving like that, the couch is made up."';
    expect(protectiveAt(reason, 1)).toBe(true);
  });

  it('a hold that kept the writer from a fall or a road, or brought her back from the water', () => {
    for (const t of [
      'He grabbed my arm to stop me from stepping into the road.',
      "Next thing she's got me by the arm hauling me back to the shallows going 'out, out now'.",
    ])
      expect(protectiveAt(t, 0), t).toBe(true);
  });

  it('keys taken as "them", named a sentence before, so a drunk writer would not drive', () => {
    const text =
      "Reader, I had four. At about ten I announced I was fine to drive, went looking for my keys, and Tom had them. He'd taken them off the table while I was in the loo. He said 'you're not driving, I'll put you in a cab.'";
    expect(protectiveAt(text, 1)).toBe(true);
    expect(protectiveAt(text, 2)).toBe(true);
    expect(protectiveAt("I couldn't find my keys. He'd taken them and laughed.", 1)).toBe(false);
  });

  it('keys taken with the door blocked, or from a sober writer, stay danger', () => {
    expect(
      protectiveAt(
        'I had two glasses of wine. He took my keys and stood in the doorway laughing.',
        1,
      ),
    ).toBe(false);
    expect(
      protectiveAt('We had coffee. When I went to leave he took my keys and hid them.', 1),
    ).toBe(false);
  });

  it('fast driving that slowed the moment it worried the writer', () => {
    const text =
      'He took the corners pretty quick and I grabbed the handle. He glanced over, said sorry and slowed right down.';
    expect(protectiveAt(text, 0)).toBe(true);
    const kept =
      'He took the corners pretty quick and I grabbed the handle. I begged him to slow down and he laughed.';
    expect(protectiveAt(kept, 0)).toBe(false);
  });
});

describe("the writer's own act towards the date", () => {
  it('a subjectless line about calling or being late to meet the date is the writer', () => {
    expect(grounds('Called her 4 times.').writerActs).toBe(true);
    expect(grounds('Was 25 minutes late to meet Linda at the diner.').writerActs).toBe(true);
    expect(grounds('Was 25 minutes late and never said sorry.').writerActs).toBe(false);
    expect(grounds('Called me 4 times after I left.').writerActs).toBe(false);
  });
});

describe('a temper in the sentence (no green flag rests on it)', () => {
  it('throwing things, screaming at the writer or slamming is a temper', () => {
    expect(
      showsTemper('when the tent pole snapped she lost it, swore at it and chucked it at the car'),
    ).toBe(true);
    expect(showsTemper("Next thing she's screaming at me and drives off.")).toBe(true);
    expect(showsTemper('He lost his temper and slammed the menu on the table.')).toBe(true);
  });

  it('shouting at the telly together, or both losing it laughing, is not', () => {
    expect(showsTemper('We were yelling at the ref together all night.')).toBe(false);
    expect(showsTemper('Tom and I looked at each other and both just lost it.')).toBe(false);
  });
});

describe('a phone held so a drunk writer would not text an ex', () => {
  it('is care, not being kept', () => {
    const text =
      'i got absolutely steamin on the cocktails n started trying to text my ex. she took my phone off me n kept it in her bag til the morning.';
    expect(notTheDatesDanger(segment(text)).protective[1]).toBe(true);
    const kept =
      'We had one drink. When I said I was leaving he took my phone and blocked the door.';
    expect(notTheDatesDanger(segment(kept)).protective[1]).toBe(false);
  });
});

describe("the writer's own question (no green flag rests on it)", () => {
  it('a question without the date in it is the writer asking', () => {
    expect(writersQuestion('Or is it too fast?')).toBe(true);
    expect(writersQuestion('Should I give another chance?')).toBe(true);
    expect(writersQuestion('Did he really pay for everything?')).toBe(false);
    expect(writersQuestion('He paid for everything.')).toBe(false);
  });

  it('a question about the date is asked, not told', () => {
    expect(writersQuestion('he want to see me again or he is only polite?')).toBe(true);
    expect(writersQuestion('Will he call me?')).toBe(true);
    expect(writersQuestion('He asked me loads about my job, how cool is that?')).toBe(false);
  });
});

describe("the writer's own driving", () => {
  it.each([
    'On the way home I hit 150 on the motorway, windows down, singing.',
    'One time i was speeding and a cop just waved at me.',
  ])('"%s" is the writer\'s, not a danger from the date', (text) => {
    expect(writersOwnDriving(text.toLowerCase())).toBe(true);
  });

  it.each([
    'He was speeding and I hit 150 on his dial before I begged him to stop.',
    'She made me drive and I was speeding the whole way.',
    'He hit 150 on the motorway and laughed when I asked him to slow down.',
  ])('"%s" is not only the writer\'s', (text) => {
    expect(writersOwnDriving(text.toLowerCase())).toBe(false);
  });
});

describe('another road user, or an idiom', () => {
  it.each([
    'There was a car ahead of me swerving all over the lane the whole way to the restaurant.',
    'My landlord hit me with a 550 dollar charge for the carpet the day of the date.',
    'My sister followed through on her promise to babysit.',
    'Honestly she has always had my back.',
  ])('"%s" carries no danger of the date\'s', (text) => {
    expect(notAPersonsHarm(text.toLowerCase())).toBe(true);
  });

  it.each([
    'Coming back on the M25 this man just drove onto the hard shoulder.',
    'I had my back against the door by then.',
    'He followed through on his threat and posted the photos.',
    'A car cut us off and he chased it at 90 with me begging him to stop.',
  ])('"%s" may still be the date\'s', (text) => {
    expect(notAPersonsHarm(text.toLowerCase())).toBe(false);
  });
});

describe("someone else's act and the writer's own state", () => {
  it.each([
    'The staff were very kind.',
    'A man in Abergavenny who wronged him over a saddle.',
    '- the bartender comped our second round',
  ])('"%s" is someone else\'s act', (text) => {
    expect(someoneElsesAct(text)).toBe(true);
  });

  it.each(['The whole time he asked about my work.', 'He was kind to the staff.'])(
    '"%s" is the date\'s',
    (text) => {
      expect(someoneElsesAct(text)).toBe(false);
    },
  );

  it("the writer feeling something on the date's behalf is the writer's, not the date's act", () => {
    expect(writersOwnState('I was mortified on his behalf.')).toBe(true);
    expect(writersOwnState('I felt safe because he walked me to the car.')).toBe(false);
  });
});

describe('unwanted touching told in other words', () => {
  it.each([
    'A boy misbehaved with me in the bus.',
    'An uncle in the bus touched me at the wrong places.',
    'Bad touch by the conductor on the way home.',
    'I was touched by a stranger in the train.',
    'A man was trying to touch me the whole time I stood in the queue.',
    'Some guy felt me up in the crowd.',
    'I was touched inappropriately by a man at the station.',
    'We were groped badly near the college gate.',
    'He made me touch his private part.',
    'A man sexually harassed me at the bus stop.',
    'I was sexually assaulted by a co-worker after the party.',
    'That old man touched me and laughed with his friends.',
    'An uncle touched me on purpose while the bus turned.',
  ])('"%s" is unwanted touching of the writer', (text) => {
    expect(touchedWriter(text)).not.toBeNull();
  });

  it.each([
    "I was touched by a stranger's kindness on the train.",
    'I was touched by the gesture.',
    'He touched my arm gently when he laughed.',
    'He never once tried to touch me.',
    'A stranger touched me on the arm to say I had dropped my glove.',
    'Nobody tried to touch me, the ladies coach was empty.',
    'I was afraid I would be touched inappropriately in the crush.',
    'He made me touch the snake at the reptile house.',
    'The man touched me deeply with his speech.',
  ])('"%s" is not', (text) => {
    expect(touchedWriter(text)).toBeNull();
  });
});

describe("the writer's own messages in a pasted exchange", () => {
  it('are every sentence of a line opening "me:", until a line without a speaker', () => {
    const text =
      'pasting this\nher: made it home, thank you for tonight. I laughed a lot\nme: me either. you still owe me a rematch\n(we played dominoes, she was so funny)';
    const mine = writersMessages(segment(text));
    const sentences = segment(text).map((s) => s.text.trim());
    expect(sentences.filter((_, i) => mine[i])).toEqual([
      'me: me either.',
      'you still owe me a rematch',
    ]);
  });

  it("leaves a flag of the date's but none on the writer's line", () => {
    const a = analyzeLocal(
      "her: made it home, thank you for tonight Marcus. I haven't laughed that hard in a long time\nme: me either. you still owe me a rematch at dominoes\nher: lol you wish. next Saturday? I'll cook this time",
      EMPTY_ANALYSIS_CONTEXT,
      { safetyResources: 'r' },
    );
    expect(a.flags.filter((f) => f.quote.includes('rematch'))).toEqual([]);
  });
});

describe('a lapse the writer excuses', () => {
  it.each([
    'She checked her phone a good bit, her daughter is due any day so I understand.',
    "A ten-minute call to her mum on her birthday, that's fine.",
    'He was a bit late, fair enough, the trains were off.',
  ])('"%s" is excused', (text) => {
    expect(excusedLapse(text)).toBe(true);
  });
  it('a lapse told plainly is not', () => {
    expect(excusedLapse('She was on her phone the whole time.')).toBe(false);
  });
});

describe('waiting where the writer asked', () => {
  it('is a safe cue, not being found', () => {
    expect(
      safeCue(
        'he was already waiting outside my building when i came down because i gave him the address he offered to pick me up',
      ),
    ).toBe(true);
    expect(safeCue('he was waiting outside my building, i never gave him the address')).toBe(false);
  });
});

describe("the writer's own reaching out or opening up", () => {
  it.each([
    "I've texted to say sorry.",
    'I actually really like him 🥰',
    'and I did, twice.',
    'I told her about Carol.',
  ])('"%s" is the writer\'s', (text) => {
    expect(writersOwnReach(text)).toBe(true);
  });
  it.each([
    'I loved that she texted first.',
    'She texted to check I was home.',
    'I asked and he told me about his dad.',
  ])('"%s" may be the date\'s', (text) => {
    expect(writersOwnReach(text)).toBe(false);
  });
});

describe('someone the writer dated before, and the writer’s own good deed', () => {
  it('an earlier date’s act is not this date’s', () => {
    expect(earlierDatesAct('My last date off there lied about his age by twelve year.')).toBe(true);
    expect(earlierDatesAct('my ex used to do that')).toBe(true);
    expect(earlierDatesAct('My last date with Tom was lovely.')).toBe(false);
    expect(earlierDatesAct('He lied about his age.')).toBe(false);
  });

  it('the writer’s own kindness is not the date’s', () => {
    expect(writersOwnDeed('I went up after and gave him a couple of quid and said sorry.')).toBe(
      true,
    );
    expect(writersOwnDeed('I tipped the waitress extra on the way out.')).toBe(true);
    expect(writersOwnDeed('I loved that he tipped the waitress.')).toBe(false);
    expect(writersOwnDeed('He gave the busker a tenner.')).toBe(false);
  });

  it('end to end: neither becomes a flag on this date', () => {
    const flags = analyzeLocal(
      'Pint with Ross, on time and bought the first round. My last date off there lied about his age by twelve year, so at least Ross looked like his photos. Nigel snapped at the barman. I went up after and gave him a couple of quid and said sorry.',
      EMPTY_ANALYSIS_CONTEXT,
      { safetyResources: 'r' },
    ).flags;
    expect(flags.some((f) => f.quote.includes('My last date'))).toBe(false);
    expect(flags.some((f) => f.polarity === 'green' && f.quote.includes('couple of quid'))).toBe(
      false,
    );
  });
});

describe('lines no flag rests on', () => {
  const run = (text: string) =>
    analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' }).flags;

  it('a phone held so a drunk writer would not text an ex, told in the bare verb, is care', () => {
    const flags = run(
      'I drink too much soju\nend of night I try to text my ex (why lah me)\nhe take my phone away from me, say "tomorrow you thank me"\ngive back when I in the grab, he book for me',
    );
    expect(flags.map((f) => f.category)).not.toContain('controlling');
    expect(flags.some((f) => f.severity === 'danger')).toBe(false);
  });

  it('no green flag on a line the writer doubts with 🤨, and none on a line that only introduces a paste', () => {
    const doubted = run(
      'profile say 32. then he say his NS batch same as my kor kor... my kor kor 38 this year 🤨\nwe laughed a lot though',
    );
    expect(doubted.some((f) => f.polarity === 'green' && f.quote.includes('🤨'))).toBe(false);
    const header = run('great dinner, he was sweet\nafter that he text:\nhim: home safe?');
    expect(header.some((f) => f.quote.trim() === 'after that he text:')).toBe(false);
  });
});

describe('someone else at the date', () => {
  const run = (text: string) =>
    analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' });

  it('a stranger’s hand, told after where it happened, is no danger of the date who stopped it', () => {
    const a = run(
      "gig last night!! we're both into the same tiny shoegaze band. then in the crowd some random bloke put his hand on my waist from behind and Nadia just turned round and said 'no' really loudly and moved me in front of her. she checked I was ok. kissed at the bus stop.",
    );
    expect(a.flags.some((f) => f.severity === 'danger')).toBe(false);
    expect(a.voice?.mode).not.toBe('danger');
  });

  it('a bartender’s or a friend’s boyfriend’s act is no flag on the date', () => {
    const flags = run(
      "Notes on Kristen:\n- the bartender was rude with both of us, that part is not her fault\n- Joana's boyfriend was too drunk and fell asleep on the sofa\n- she was on time",
    ).flags;
    expect(flags.some((f) => /bartender|boyfriend/.test(f.quote))).toBe(false);
  });
});
