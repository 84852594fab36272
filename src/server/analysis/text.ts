import winkNLP from 'wink-nlp';
import type { ItemSentence } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * Text handling shared by the engine and the training script, so the model sees the same
 * tokens at training and at analysis time. wink-nlp gives sentences, tokens and negation scope.
 */

const nlp = winkNLP(model);
const its = nlp.its;

/** Longer texts are analysed on their first this-many characters (the rest is still stored). */
export const MAX_ANALYSED_CHARS = 20_000;

export interface Token {
  /** Lower-cased token text. */
  norm: string;
  type: string;
  /** Inside the scope of a negation ("not", "never", "n't" ...), as wink-nlp marks it. */
  negated: boolean;
  /** wink-nlp's part of speech (universal tags: VERB, AUX, NOUN...). */
  pos?: string;
}

export interface Sentence {
  /** Exact substring of the original text. */
  text: string;
  start: number;
  tokens: Token[];
  /** The first sentence of its line (set by `segment`). */
  opensLine?: boolean;
}

/*
 * wink-nlp caches every new word it reads, and a cached "dvorov’s" (read once where it was not
 * split, e.g. before a comma) stays unsplit in every later text (upstream wink-nlp#143). So one
 * text would change how the next ones are read: another user's text must never change yours.
 * Contractions and possessives are therefore always split here, whatever wink-nlp did.
 */
const CONTRACTION = /^(.*[a-z0-9])(n['’]t|['’](?:s|re|ve|ll|d|m))$/i;

/**
 * Negations wink-nlp does not know: Scots ("didnae", "cannae") and contractions typed without
 * the apostrophe ("didnt", "wasnt"). Like "not", each opens a negation scope to the end of the
 * clause (at most six words).
 */
const EXTRA_NEGATION =
  /^(?:(?:did|do|does|was|is|were|are|could|would|should|have|has|had|wo|ca|must)nae|cannae|dinnae|didnt|dont|doesnt|wasnt|isnt|werent|arent|couldnt|wouldnt|shouldnt|havent|hasnt|hadnt|cant|wont|aint)$/;

function markExtraNegation(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i]!.type !== 'word' || !EXTRA_NEGATION.test(tokens[i]!.norm)) continue;
    for (let j = i; j < Math.min(tokens.length, i + 7); j += 1) {
      const t = tokens[j]!;
      if (t.type === 'punctuation' || (j > i && /^(?:but|and|so|though)$/.test(t.norm))) break;
      t.negated = true;
    }
  }
}

function toTokens(
  values: string[],
  types: string[],
  negations: boolean[],
  tags: string[] = [],
): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < values.length; i += 1) {
    const type = types[i] ?? 'word';
    if (type === 'tabCRLF') continue;
    const norm = (values[i] ?? '').toLowerCase();
    const negated = negations[i] === true;
    const pos = tags[i];
    const parts = type === 'word' ? CONTRACTION.exec(norm) : null;
    if (parts) {
      out.push({ norm: parts[1]!, type, negated, pos }, { norm: parts[2]!, type, negated, pos });
    } else {
      out.push({ norm, type, negated, pos });
    }
  }
  markExtraNegation(out);
  return out;
}

/** Tokens of a short text (one training example or one sentence). */
export function tokenize(text: string): Token[] {
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  return toTokens(
    tokens.out(its.value) as string[],
    tokens.out(its.type) as string[],
    tokens.out(its.negationFlag) as unknown as boolean[],
    tokens.out(its.pos) as string[],
  );
}

/**
 * Sentences with their offsets in `text` and their tokens. A line break always ends a sentence:
 * texts, bullet notes and pasted messages put one thought per line with no full stop ("he
 * kissed me, i said no\nhe did it again"), and the sentence splitter alone would run such lines
 * together into one "sentence", so who did what on which line was lost.
 */
export function segment(text: string): Sentence[] {
  const source = text.length > MAX_ANALYSED_CHARS ? text.slice(0, MAX_ANALYSED_CHARS) : text;
  const sentences: Sentence[] = [];
  const lines = /[^\n]+/g;
  for (let line = lines.exec(source); line; line = lines.exec(source)) {
    if (!line[0].trim()) continue;
    const first = sentences.length;
    segmentLine(line[0], line.index, sentences);
    if (sentences[first]) sentences[first].opensLine = true;
  }
  return sentences;
}

function segmentLine(source: string, offset: number, sentences: Sentence[]): void {
  const first = sentences.length;
  splitLine(source, offset, sentences);
  // "(marine biology!! in Berlin!!) and asked about Korea": a split inside brackets leaves the
  // next "sentence" opening on the closing bracket; it belongs with the one before.
  for (let i = sentences.length - 1; i > first; i -= 1) {
    const s = sentences[i]!;
    if (!/^\s*[)\]]/.test(s.text)) continue;
    const prev = sentences[i - 1]!;
    const text = source.slice(prev.start - offset, s.start - offset + s.text.length);
    sentences.splice(i - 1, 2, { text, start: prev.start, tokens: tokenize(text) });
  }
  // Likewise a split inside quotation marks ('she just said "ok text me. when you arrive" 🥹'):
  // a sentence that leaves a quote open takes the next one, up to a sentence's usual length.
  for (let i = first; i < sentences.length - 1;) {
    const prev = sentences[i]!;
    const next = sentences[i + 1]!;
    const text = source.slice(prev.start - offset, next.start - offset + next.text.length);
    if (openQuote(prev.text) && text.length <= RUN_ON_CHARS) {
      sentences.splice(i, 2, { text, start: prev.start, tokens: tokenize(text) });
    } else i += 1;
  }
}

/** Whether `text` leaves a double quotation mark open. */
function openQuote(text: string): boolean {
  const straight = (text.match(/"/g) ?? []).length;
  const opening = (text.match(/“/g) ?? []).length;
  const closing = (text.match(/”/g) ?? []).length;
  return straight % 2 === 1 || opening > closing;
}

function splitLine(source: string, offset: number, sentences: Sentence[]): void {
  const doc = nlp.readDoc(source);
  let cursor = 0;
  doc.sentences().each((s: ItemSentence) => {
    const raw = s.out();
    // A run-on is tokenized chunk by chunk below, so its own tokens are only read when needed.
    const sentenceTokens = () => {
      const tokens = s.tokens();
      return toTokens(
        tokens.out(its.value) as string[],
        tokens.out(its.type) as string[],
        tokens.out(its.negationFlag) as unknown as boolean[],
        tokens.out(its.pos) as string[],
      );
    };
    const at = source.indexOf(raw, cursor);
    if (at >= 0) {
      if (raw.length > RUN_ON_CHARS) {
        for (const c of clauseChunks(raw))
          sentences.push({ text: c.text, start: offset + at + c.start, tokens: tokenize(c.text) });
      } else if (raw.trim()) {
        sentences.push({ text: raw, start: offset + at, tokens: sentenceTokens() });
      }
      cursor = at + raw.length;
    } else if (raw.trim()) {
      // wink-nlp rebuilds text losslessly in practice; if not, quote the region it covers.
      const end = Math.min(source.length, cursor + raw.length);
      sentences.push({
        text: source.slice(cursor, end),
        start: offset + cursor,
        tokens: sentenceTokens(),
      });
      cursor = end;
    }
  });
}

/**
 * A "sentence" longer than this is a run-on (a transcribed voice note, a breathless text: "so
 * basically we went to the bar and he kept buying shots and then he drove me home and...") and is
 * read in clause-sized chunks, or who did what in which clause is lost in one long bag of words.
 */
const RUN_ON_CHARS = 220;
/** A chunk is at least this long before it may end at a clause boundary. */
const CHUNK_MIN_CHARS = 70;
const CLAUSE_BOUNDARY =
  /(?:[,;:]|\s[-\u2013\u2014])\s+|\s+(?=(?:and then|and|then|so|but|after that|because|cause|cos|when|while|until|till)\s)/gi;

/** The chunks of a run-on sentence, cut at clause boundaries, with offsets into it. */
export function clauseChunks(sentence: string): { text: string; start: number }[] {
  const cuts: number[] = [];
  let last = 0;
  for (const m of sentence.matchAll(CLAUSE_BOUNDARY)) {
    const end = (m.index ?? 0) + m[0].length;
    // A bare "and" is a weaker boundary than a comma, "and then", "so" or "but".
    const min =
      /^\s+$/.test(m[0]) && /^and\s(?!then)/i.test(sentence.slice(end))
        ? CHUNK_MIN_CHARS * 2
        : CHUNK_MIN_CHARS;
    if (end - last >= min && sentence.length - end >= CHUNK_MIN_CHARS / 2) {
      cuts.push(end);
      last = end;
    }
  }
  const bounds = [0, ...cuts, sentence.length];
  const chunks: { text: string; start: number }[] = [];
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    const text = sentence.slice(bounds[i], bounds[i + 1]);
    if (text.trim()) chunks.push({ text, start: bounds[i]! });
  }
  return chunks;
}

const KEPT_PUNCTUATION = new Set(['!', '?']);

/**
 * Sparse features of the emotion model: unigrams (marked "~" inside a negation scope),
 * bigrams, and "!"/"?" marks. Deterministic, duplicates kept (counts).
 */
export function modelFeatures(tokens: readonly Token[]): string[] {
  const words: string[] = [];
  const feats: string[] = [];
  for (const t of tokens) {
    if (t.type === 'punctuation') {
      if (KEPT_PUNCTUATION.has(t.norm)) feats.push(t.norm);
      continue;
    }
    if (t.type === 'url' || t.type === 'email' || t.type === 'mention') continue;
    const w = t.type === 'number' ? '<num>' : t.norm;
    words.push(w);
    feats.push(t.negated ? `~${w}` : w);
  }
  for (let i = 1; i < words.length; i += 1) feats.push(`${words[i - 1]} ${words[i]}`);
  return feats;
}

/**
 * The commonest English function words. Written English of any register, from a texted "omg he
 * was so late lol" to a long blog post, has roughly a third to a half of its words among them
 * (no account in the corpus's English writing falls under 12%); a text mostly in another
 * language (Tagalog with a few English nouns, "nag dim sum kami, sya nag tanong ng tanong")
 * has almost none.
 */
const ENGLISH_FUNCTION_WORDS = new Set(
  (
    'the a an and but or so to of in on at for with from by about as is was were are be been am ' +
    'i me my we us our you your he him his she her they them their it its this that what who ' +
    "when where how not no n't did do does had have has just like really very then there if " +
    'because up out after before all some any more too can could would will got get went go ' +
    'said told asked back still only even also much well'
  ).split(' '),
);

/** Under this share of English function words, a text is mostly not English (see above). */
export const ENGLISH_SHARE_FLOOR = 0.1;

/**
 * Whether a text of at least 12 words is mostly written in a language other than English: the
 * engine reads English, and must not read a text it cannot read as anything in particular.
 */
export function mostlyNotEnglish(sentences: readonly Pick<Sentence, 'tokens'>[]): boolean {
  let words = 0;
  let english = 0;
  for (const s of sentences)
    for (const t of s.tokens) {
      if (t.type !== 'word') continue;
      words += 1;
      if (ENGLISH_FUNCTION_WORDS.has(t.norm)) english += 1;
    }
  return words >= 12 && english / words < ENGLISH_SHARE_FLOOR;
}
