/**
 * The date's pronoun in the analysis's own sentences: "It went both ways: she paid real attention
 * to you" where the writer writes of a "she", not "they". Only where the text is plain about it
 * (the writer uses one of he or she for people, at least twice, and never the other), and only
 * in sentences whose every "they" is followed by a form we can make agree; otherwise "they".
 * Quoted words (between double quotes) are the writer's and are never touched.
 */

export type DatePronoun = 'he' | 'she';

const HE = /\b(?:he|him|his|himself|he's|he'd|he'll)\b/gi;
const SHE = /\b(?:she|her|hers|herself|she's|she'd|she'll)\b/gi;

export function datePronoun(text: string): DatePronoun | null {
  const he = text.match(HE)?.length ?? 0;
  const she = text.match(SHE)?.length ?? 0;
  if (he >= 2 && she === 0) return 'he';
  if (she >= 2 && he === 0) return 'she';
  return null;
}

/** Forms that change with the subject ("they were" -> "she was"). */
const AGREE: Record<string, string> = {
  were: 'was',
  "weren't": "wasn't",
  are: 'is',
  "aren't": "isn't",
  have: 'has',
  "haven't": "hasn't",
  do: 'does',
  "don't": "doesn't",
};
/** Words after "they" that read the same with "he" or "she". */
const SAME = new Set([
  'did',
  "didn't",
  'had',
  "hadn't",
  'was',
  'may',
  'might',
  'could',
  'would',
  'will',
  'can',
  'should',
  'must',
  'made',
  'kept',
  'got',
  'brought',
  'came',
  'drank',
  'paid',
  // "put your safety at risk": in these sentences always the past
  'put',
  'lost',
  'left',
  'took',
  'told',
  'said',
  'gave',
  'drove',
  'went',
  'knew',
  'sent',
  'met',
  'held',
  'ran',
  'shared',
]);
const ADVERBS = new Set(['also', 'actually', 'just', 'really', 'only', 'never', 'still', 'then']);
/**
 * Present-tense verbs of the analysis's own sentences ("whether they take it seriously"), which
 * take an -s with "he" or "she". Verbs whose past looks the same ("let", "put") are left out.
 */
const PRESENT = new Set([
  'take',
  'treat',
  'ask',
  'show',
  'turn',
  'keep',
  'want',
  'get',
  'say',
  'see',
  'feel',
  'answer',
  'plan',
  'respect',
  'react',
  'accept',
  'change',
  'meet',
  'make',
  'behave',
  'apologise',
  'apologize',
  'adjust',
  'tell',
  'speak',
  'send',
  'support',
  'pick',
  'enjoy',
  'drive',
  'need',
  'fit',
  'listen',
  'stay',
  'seem',
  'mean',
  'come',
  'give',
  'text',
  'call',
  'open',
  'remember',
  'notice',
  'follow',
  'reach',
  'push',
  'pull',
  'watch',
  'try',
  'stop',
  'like',
  'know',
  'care',
  'hold',
  'bring',
  'leave',
  'look',
]);
const third = (verb: string) =>
  /(?:s|sh|ch|x|z)$/.test(verb)
    ? `${verb}es`
    : /[^aeiou]y$/.test(verb)
      ? `${verb.slice(0, -1)}ies`
      : `${verb}s`;

/** One sentence with "they" made the date's pronoun, or null where a form would not agree. */
function convertPlain(text: string, p: DatePronoun): string | null {
  const words = text.split(/(\s+)/);
  const out = [...words];
  let converted = false;
  let present = false;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    const m = /^([("“‘]*)(they|They)(['’](?:re|ve|d|ll))?([^\w'’]*)$/.exec(w);
    if (!m) continue;
    const cap = m[2] === 'They';
    const subject = m[1]! + (cap ? p[0]!.toUpperCase() + p.slice(1) : p);
    if (m[3]) {
      const tail = m[3].slice(1);
      out[i] = `${subject}${m[3][0]}${tail === 're' || tail === 've' ? 's' : tail}${m[4]}`;
      continue;
    }
    // The next word, past adverbs, decides whether the sentence can agree.
    let j = i + 2;
    while (j < words.length && ADVERBS.has(words[j]!.toLowerCase())) j += 2;
    const next = (words[j] ?? '').toLowerCase().replace(/[^\w'’]+$/, '');
    const punct = (words[j] ?? '').slice(next.length);
    if (AGREE[next]) {
      // "they also were not honest" -> "she was also not honest"
      if (j > i + 2) {
        const adverbs = words.slice(i + 2, j - 1).join('');
        out[i + 2] = AGREE[next];
        for (let k = i + 3; k < j - 1; k += 1) out[k] = '';
        out[j] = adverbs.trim() + punct;
      } else out[j] = AGREE[next] + punct;
    } else if (PRESENT.has(next)) {
      out[j] = third(next) + punct;
      present = true;
    } else if (!(SAME.has(next) || /^[a-z]+ed$/.test(next))) return null;
    out[i] = `${subject}${m[4]}`;
    converted = true;
  }
  const possessive = p === 'he' ? 'his' : 'her';
  const object = p === 'he' ? 'him' : 'her';
  const self = p === 'he' ? 'himself' : 'herself';
  // The second of two joined acts agrees too: "she seemed checked out and were unreliable",
  // "he asks about you and listens to the answer".
  let joined = out.join('');
  if (converted)
    joined = joined.replace(
      /\b(and|but) (were|weren't|are|aren't|have|haven't)\b/g,
      (_, c: string, v: string) => `${c} ${AGREE[v]}`,
    );
  if (present)
    joined = joined.replace(/\b(and|but|or) ([a-z]+)\b/g, (whole, c: string, v: string) =>
      PRESENT.has(v) ? `${c} ${third(v)}` : whole,
    );
  return joined
    .replace(/\bthemselves\b/g, self)
    .replace(/\btheir\b/g, possessive)
    .replace(/\bTheir\b/g, possessive[0]!.toUpperCase() + possessive.slice(1))
    .replace(/\bthem\b/g, object);
}

/**
 * `text` with the date's pronoun outside double quotes, or unchanged when some "they" would not
 * agree or no pronoun is plain.
 */
export function withDatePronoun(text: string, p: DatePronoun | null): string {
  if (!p || !/\b(?:they|they're|they've|they'd|they'll|them|their|themselves)\b/i.test(text))
    return text;
  const parts = text.split(/("[^"]*")/);
  const converted = parts.map((part) => (part.startsWith('"') ? part : convertPlain(part, p)));
  return converted.some((c) => c === null) ? text : converted.join('');
}
