import type { TGreenFlagCategory } from '../../../shared/analysis';

/** Green-flag cues, matched like the red ones (negation, sarcasm and hedging checked after). */
export interface GreenRule {
  category: TGreenFlagCategory;
  label: string;
  pattern: RegExp;
}

const HIS = '(?:his|her|their)';
const OTHERS =
  '(?:waiter|waitress|server|staff|bartender|driver|barista|host|hostess|everyone|strangers?|kids?|dog|cashier|people)';
const rx = (...parts: string[]) => new RegExp(parts.join('|'));

export const GREEN_RULES: GreenRule[] = [
  {
    category: 'attentive',
    label: 'Attentive to you',
    pattern: rx(
      `\\basked (?:me )?(?:a lot of|lots of|so many|thoughtful|great|good|real|follow-up|genuine|interesting) questions\\b`,
      `\\b(?:really|actually|genuinely|carefully|closely) listened\\b`,
      `\\blistened (?:to me|carefully|closely|well|to what i)\\b`,
      `\\bremembered (?:that|what|my|the name|details)\\b`,
      `\\basked (?:me )?(?:a lot |so much |lots )?about my (?:day|week|weekend|work|job|career|studies|degree|research|project|business|art|music|writing|painting|band|family|friends|kids|childhood|hometown|life|interests|plans|goals|sister|brother|mom|dad|parents|dog|cat|pets?|trip|travels|book|hobbies)\\b`,
      `\\battentive\\b`,
      `\\b(?:put|kept) ${HIS} phone (?:away|in ${HIS} pocket|face down)\\b`,
      `\\b(?:curious|interested) (?:about me|in (?:me|what i|my))\\b`,
      `\\bmade (?:good |great )?eye contact\\b`,
      // Told without a subject, the way a text is: "asked loads about me, even how me dad's doing".
      `\\basked (?:loads|lots|a lot|so much|tons|heaps|plenty) about (?:me|my|how (?:i|me|my))\\b`,
      `\\b(?:never|didn'?t) once (?:look(?:ed)? at|check(?:ed)?|touch(?:ed)?|pick(?:ed)? up) ${HIS} phone\\b`,
    ),
  },
  {
    category: 'respectful',
    label: 'Respected your boundaries',
    pattern: rx(
      `\\brespect(?:ed|ful of) (?:my|me|that|it when)\\b`,
      `\\b(?:was|were|so|very|really) respectful\\b`,
      `\\basked (?:before|if (?:he|she|they|it) (?:could|was ok|was okay)|for (?:consent|permission)|if i was (?:ok|okay|comfortable))\\b`,
      `\\b(?:took|accepted) (?:my )?no (?:well|gracefully|without|fine)\\b`,
      `\\b(?:didn't|did not|never) (?:push|pressure|rush) me\\b`,
      `\\bwhen i said (?:no|i wanted to go home|i was tired|i wanted to take it slow)[, ]+(?:he|she|they) (?:was fine|said (?:ok|okay|sure|of course)|understood|smiled|respected)`,
      `\\bmade sure i (?:got|was|felt) (?:home|safe|comfortable)\\b`,
      `\\blet me (?:set the pace|decide|choose)\\b`,
      `\\bchecked (?:in )?(?:that|if) i was (?:ok|okay|comfortable|fine)\\b`,
      // Asking first, quoted: 'he ask "can I touch your foot to show you the foothold?"'.
      `\\b(?:asked|ask|asks) (?:me )?(?:first )?[:,]? ?["'\u201c]?(?:can|may|could) i (?:touch|hold|kiss|hug|take) (?:your|ur|you)\\b`,
    ),
  },
  {
    category: 'kind_to_others',
    label: 'Kind to other people',
    pattern: rx(
      `\\b(?:kind|nice|polite|sweet|friendly|lovely|warm|gracious|respectful|patient) (?:to|with|towards?) (?:the |our |a |an |every )?(?:\\w+ )?${OTHERS}\\b`,
      `\\bthanked (?:the|our|every)\\b`,
      `\\b(?:tipped (?:well|generously|really well|big)|(?:generous|big|good) tip)\\b`,
      `\\bhelped (?:a|an|the|some|this) (?:stranger|old|elderly|lady|man|woman|guy|tourist|kid)\\b`,
      `\\b(?:talked|spoke) (?:so )?(?:warmly|kindly|lovingly|fondly) about ${HIS}\\b`,
      `\\bheld the door for\\b`,
    ),
  },
  {
    category: 'humor_connection',
    label: 'Laughed together',
    pattern: rx(
      `\\b(?:laughed|laughing)(?: so)? (?:so much|a lot|together|the whole|all night|non-?stop|until|constantly)\\b`,
      `\\bmade me laugh\\b`,
      `\\b(?:so|really|very|genuinely) funny\\b`,
      `\\b(?:he|she|they) (?:was|were|is|are) (?:so |really |very |genuinely |actually )?funny\\b`,
      `\\b(?:great|same|similar|shared|good) sense of humou?r\\b`,
      `\\bcracked me up\\b`,
      `\\b(?:couldn't|could not) stop laughing\\b`,
      `\\b(?:inside jokes?|banter|hilarious)\\b`,
    ),
  },
  {
    category: 'shared_interests',
    label: 'Shared interests',
    pattern: rx(
      `\\b(?:have|had|has) (?:so much|a lot|lots|tons|loads) in common\\b`,
      `\\bwe (?:both|each) (?:love|like|loved|liked|are into|were into|enjoy|read|play|hike|cook|run|grew up)\\b`,
      `\\b(?:same|similar) (?:taste|music|books|hobbies|interests|values|humou?r|goals)\\b`,
      `\\b(?:common|shared) (?:interests?|love|passion|values|goals)\\b`,
      `\\bbonded over\\b`,
      // "Both of us used to go to Lucknow zoo as kids", "we talked bowls for the best part of an hour".
      `\\bboth (?:of us )?(?:used to|grew up|went to|love|loved)\\b`,
      `\\bwe talked (?:about )?(?!(?:his|her|their|my) (?:ex|exes|divorce|job|work|problems))[a-z]+(?: [a-z]+)? (?:for ages|for hours|the whole (?:way|time|night)|all night|for the best part of)\\b`,
      `\\b(?:also|too) (?:loves|likes|is into|plays|reads)\\b`,
    ),
  },
  {
    category: 'reliable',
    label: 'Reliable and on time',
    pattern: rx(
      `\\b(?:was|were|showed up|arrived|came|got there) (?:right |exactly |perfectly )?(?:on time|early|punctual)\\b`,
      `\\bpunctual\\b`,
      `\\b(?:texted|messaged|called) (?:me )?to confirm\\b`,
      `\\bconfirmed (?:the|our) (?:plan|plans|reservation|time)\\b`,
      `\\b(?:booked|reserved) (?:a|the) (?:table|reservation|tickets)\\b`,
      `\\bkept ${HIS} word\\b`,
      `\\b(?:did|followed through on) what (?:he|she|they) (?:said|promised)\\b`,
      `\\bplanned (?:everything|the (?:whole )?(?:date|evening)|it all)\\b`,
      // "picked me up at eight sharp", "she was already there", "he'd got a table".
      `\\b(?:picked me up|was there|were there|arrived|turned up|showed up|there) (?:at )?(?:\\w+ )?sharp\\b`,
      `\\b(?:was|were) already (?:there|waiting|seated)\\b`,
      `\\b(?:had|'d) (?:already )?(?:got|booked|reserved) (?:us )?(?:a|the) table\\b`,
      `\\bexactly when (?:he|she|they)(?:'d| had)? said\\b`,
    ),
  },
  {
    category: 'follow_up',
    label: 'Followed up',
    pattern: rx(
      `\\b(?:texted|messaged|called) (?:me )?(?:the next (?:day|morning)|afterwards|after the date|later that night|when (?:he|she|they) got home|as soon as|to make sure i got home|to say (?:thanks|thank you|(?:he|she|they) had))`,
      `\\basked (?:me )?(?:out )?(?:for|about) a second date\\b`,
      `\\b(?:asked|wants|wanted) to see me again\\b`,
      `\\b(?:made|set up|planned|booked) (?:plans for |)(?:a second date|plans to meet again|our next date)\\b`,
      `\\bfollowed up\\b`,
      // "he texted after 'good to meet u'", "texted 'reached?' when i was in the train".
      `\\btexted (?:me )?(?:after|later|that night|that afternoon|this morning|the morning after)\\b`,
      `\\b(?:texted|messaged|called|rang) (?:me )?(?:once )?(?:to check|to see if|to ask if) i(?:'d| had)? (?:got|get|reached|made it) (?:home|back|in)\\b`,
      `\\b(?:texted|messaged|asked)[^a-z]{0,3}['"]?(?:reached|home safe|get home ok|get home safe|you home|home yet)\\b`,
      `\\bwe (?:already )?(?:have|made) (?:plans|a second date)\\b`,
    ),
  },
  {
    category: 'openness',
    label: 'Open and honest',
    pattern: rx(
      `\\bopened up (?:about|to me)\\b`,
      `\\b(?:was|were|so|very|really) (?:open|honest|vulnerable|upfront|straightforward) (?:about|with me)\\b`,
      `\\bshared (?:a lot about )?${HIS} (?:feelings|story|struggles|fears|past|dreams|plans)\\b`,
      `\\btalked (?:openly|honestly) about\\b`,
      `\\btold me about ${HIS} (?:family|struggles|childhood|anxiety|therapy|divorce|past|fears|dreams)\\b`,
      `\\b(?:admitted|said|told me) (?:that )?(?:he|she|they) (?:was|were) nervous\\b`,
      `\\b(?:deep|real|honest|meaningful) conversations?\\b`,
    ),
  },
];
