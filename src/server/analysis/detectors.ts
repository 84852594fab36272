import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountFeatures, sentenceCues } from './detector-features';
import { touchedBySomeoneElse, touchedWriter } from './flag-grounds';
import type { CategoryHeads } from './category-heads';
import { type ExcludedSentences, notTheDatesDanger } from './safe-cues';
import { mostlyNotEnglish, type Sentence } from './text';

/**
 * The learned flag detectors: one sparse logistic layer over sentence features
 * (`detector-features.ts`) with one output per flag category plus `danger`, trained on the
 * many-author corpus in corpus/narratives/ by `npm run train` (decision record 0106). The
 * hand-written rules' findings are among its inputs (for danger too: see learned-flags.ts).
 * A score head reads the account as a whole (the detectors' strongest outputs, the tone, the
 * writer's own words) and predicts the score the writer would give.
 */

export interface ScoreHead {
  /** Names of the dense inputs, in order (see `scoreInputs`). */
  dense: string[];
  weights: number[];
  bias: number;
  /** Weights of document words and word pairs (`w:` / `b:`), per occurrence, 1/sqrt(n)-normalised. */
  words: Record<string, number>;
  /**
   * A ridge regression pulls its predictions toward the mean; the prediction is stretched
   * around `center` by `factor` (both chosen on out-of-fold predictions for score polarity).
   */
  stretch?: { center: number; factor: number };
}

/** Account-level danger: a logistic head over the account's strongest signals and its words. */
export interface DangerHead {
  dense: string[];
  weights: number[];
  bias: number;
  words: Record<string, number>;
  /** The account counts as dangerous at or above this probability. */
  threshold: number;
  /** What the threshold gave out of fold on the training authors. */
  outOfFold?: { recall: number; falseAlarm: number };
  /**
   * A rule's danger reading is set aside when the head, which has the rule's finding among its
   * inputs, still puts the account under this probability ("he grabbed my arm to stop me
   * stepping off the cliff edge"). Chosen out of fold as the highest value that sets aside no
   * training account with danger; 0 or absent: the rules are a strict floor.
   */
  ruleVetoBelow?: number;
  /**
   * In texts of fewer words than this, the head may only call danger where some sentence gives
   * evidence of it (`dangerEvidence`): it keeps short everyday texts whose words lean nowhere
   * ("eating at a new restaurant") from riding on the head's prior. Chosen out of fold as the
   * widest reach that costs no recall; 0 or absent: no gate.
   */
  evidenceUnderWords?: number;
  /**
   * Where no sentence gives evidence of danger, the head may call it only when the document
   * reader's own danger reading is at least this (decision record 0113): the head's word
   * features alone are a guess. Chosen out of fold at the head's threshold, as the highest
   * value that costs at most half a percent of the training dangers; 0 or absent: no floor.
   */
  documentFloor?: number;
}

export interface DetectorMeta {
  version: string;
  /** `red:<category>`, `green:<category>` and `danger`. */
  outputs: string[];
  vocabulary: string[];
  bias: number[];
  scale: number[];
  /** Per output, the sentence probability at which it counts (tuned across authors). */
  thresholds: number[];
  score: ScoreHead;
  danger: DangerHead;
  /** Whether the rules' non-danger flags are kept beside the detectors' (chosen across authors). */
  keepRules?: boolean;
  /** Account-level acceptance of each category; absent in models trained before it. */
  categories?: CategoryHeads;
  /**
   * The document reader (decision record 0111): the same outputs read from the whole account at
   * once (`documentFeatures`), with its own bias and scale; its weights follow the sentence
   * detectors' in detectors.bin. Absent in models trained before it.
   */
  document?: { bias: number[]; scale: number[] };
  /**
   * The hidden layer (decision record 0112): `size` ReLU units over the same features, its
   * input weights (vocabulary x size, int8 with a scale per unit) after the document reader's
   * in detectors.bin, its output layer here; its logits are mixed into the sentence outputs'
   * with weight `mix`. Absent in models trained before it.
   */
  hidden?: {
    size: number;
    /** How many of the vocabulary's first features it reads; all of them where absent. */
    rows?: number;
    mix: number;
    scale: number[];
    b1: number[];
    /** size x outputs, row-major. */
    w2: number[];
    b2: number[];
  };
}

export interface DetectorModel {
  meta: DetectorMeta;
  index: Map<string, number>;
  /** The sentence detectors' weights (vocabulary x outputs). */
  weights: Int8Array;
  /** The document reader's weights (same shape), where the model has one. */
  documentWeights?: Int8Array;
  /** The hidden layer's input weights (vocabulary x size), where the model has one. */
  hiddenWeights?: Int8Array;
}

/** The vocabulary rows the hidden layer reads (its first ones; all of it where not given). */
const hiddenRows = (meta: DetectorMeta) => meta.hidden?.rows ?? meta.vocabulary.length;

/** `weights` holds the sentence detectors' weights, then the document reader's if the model has one. */
export function createDetectorModel(meta: DetectorMeta, weights: Int8Array): DetectorModel {
  const size = meta.vocabulary.length * meta.outputs.length;
  return {
    meta,
    index: new Map(meta.vocabulary.map((f, i) => [f, i])),
    weights: weights.length > size ? weights.subarray(0, size) : weights,
    documentWeights:
      meta.document && weights.length >= 2 * size ? weights.subarray(size, 2 * size) : undefined,
    hiddenWeights:
      meta.hidden && weights.length >= 2 * size + hiddenRows(meta) * meta.hidden.size
        ? weights.subarray(2 * size, 2 * size + hiddenRows(meta) * meta.hidden.size)
        : undefined,
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const DETECTOR_META_PATH = path.join(here, 'model', 'detectors.json');
export const DETECTOR_WEIGHTS_PATH = path.join(here, 'model', 'detectors.bin');

export function loadDetectorModel(): DetectorModel {
  const meta = JSON.parse(readFileSync(DETECTOR_META_PATH, 'utf8')) as DetectorMeta;
  const buf = readFileSync(DETECTOR_WEIGHTS_PATH);
  return createDetectorModel(meta, new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength));
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Vocabulary indices of a sentence's features with their values: count / sqrt(number of
 * features), so long sentences do not outweigh short ones. Training uses the same.
 */
export function featureValues(
  feats: readonly string[],
  index: ReadonlyMap<string, number>,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const f of feats) {
    const i = index.get(f);
    if (i !== undefined) counts.set(i, (counts.get(i) ?? 0) + 1);
  }
  const norm = feats.length ? 1 / Math.sqrt(feats.length) : 0;
  for (const [i, c] of counts) counts.set(i, c * norm);
  return counts;
}

/** Output probabilities for one feature list. */
export function scoreFeatures(model: DetectorModel, feats: readonly string[]): Float64Array {
  const { meta, index, weights, hiddenWeights } = model;
  const values = featureValues(feats, index);
  const z = linearLogits(meta.bias, meta.scale, weights, values);
  const hidden = meta.hidden;
  if (!hidden || !hiddenWeights) return z.map(sigmoid);
  // The linear and the hidden layer's logits, mixed (decision record 0112).
  const zh = hiddenLayerLogits(hidden, hiddenWeights, hidden.scale, values, z.length);
  return z.map((v, o) => sigmoid((1 - hidden.mix) * v + hidden.mix * zh[o]!));
}

/** A sparse linear layer's logits for feature values (vocabulary index -> value). */
function linearLogits(
  bias: readonly number[],
  scale: readonly number[],
  weights: Int8Array,
  values: ReadonlyMap<number, number>,
): Float64Array {
  const k = bias.length;
  const z = Float64Array.from(bias);
  for (const [i, x] of values) {
    const base = i * k;
    for (let o = 0; o < k; o += 1)
      z[o] = (z[o] ?? 0) + (weights[base + o] ?? 0) * (scale[o] ?? 0) * x;
  }
  return z;
}

/**
 * The hidden layer's logits for feature values: ReLU units over the input weights `w1`
 * (vocabulary x size; times `scale[unit]` where the weights are quantised), then the output layer.
 * Shared by the engine and the trainer.
 */
export function hiddenLayerLogits(
  layer: { size: number; b1: ArrayLike<number>; w2: ArrayLike<number>; b2: ArrayLike<number> },
  w1: ArrayLike<number>,
  scale: ArrayLike<number> | null,
  values: ReadonlyMap<number, number>,
  outputs: number,
): Float64Array {
  const H = layer.size;
  const h = Float64Array.from(layer.b1);
  for (const [i, x] of values) {
    const base = i * H;
    // Features past the hidden layer's rows (the rarer ones) are read by the linear layers only.
    if (base >= w1.length) continue;
    for (let u = 0; u < H; u += 1) h[u] = h[u]! + (w1[base + u] ?? 0) * (scale?.[u] ?? 1) * x;
  }
  const z = Float64Array.from(layer.b2);
  for (let u = 0; u < H; u += 1) {
    const hu = h[u]!;
    if (hu <= 0) continue;
    for (let o = 0; o < outputs; o += 1) z[o] = z[o]! + (layer.w2[u * outputs + o] ?? 0) * hu;
  }
  return z;
}

/**
 * The document reader's features: every sentence feature of the account, once each, except
 * those that only relate a sentence to its neighbour (`P:` the previous sentence's words, `CR:`
 * the words after a refusal), which say nothing more once the whole account is read.
 */
export function documentFeatures(sentenceFeatures: readonly (readonly string[])[]): string[] {
  const out = new Set<string>();
  for (const feats of sentenceFeatures)
    for (const f of feats) if (!f.startsWith('P:') && !f.startsWith('CR:')) out.add(f);
  return [...out];
}

/** The document reader's output probabilities for the whole account, or null without one. */
export function readDocument(
  model: DetectorModel,
  sentenceFeatures: readonly (readonly string[])[],
): Float64Array | null {
  const doc = model.meta.document;
  if (!doc || !model.documentWeights) return null;
  const values = featureValues(documentFeatures(sentenceFeatures), model.index);
  return linearLogits(doc.bias, doc.scale, model.documentWeights, values).map(sigmoid);
}

export interface SentenceReading {
  index: number;
  probs: Float64Array;
}

/**
 * Reads every sentence. `rulesBySentence[i]` lists `polarity:category:severity` of the rule
 * flags found in sentence i (the rules' verdicts are detector inputs).
 */
export function readSentences(
  model: DetectorModel,
  sentences: readonly Sentence[],
  rulesBySentence: ReadonlyMap<number, readonly string[]>,
): { readings: SentenceReading[]; document: Float64Array | null } {
  const feats = accountFeatures(sentences, rulesBySentence);
  return {
    readings: feats.map((f, index) => ({ index, probs: scoreFeatures(model, f) })),
    document: readDocument(model, feats),
  };
}

/**
 * Per-occurrence value of a document word in the heads: 1/sqrt(n), with n at least 30 so that
 * a one-line entry does not hang on a single word.
 */
export const wordNorm = (n: number) => (n === 0 ? 0 : 1 / Math.sqrt(Math.max(30, n)));

/** Document words for the score head: unigrams and adjacent pairs of the whole account. */
export function documentWords(sentences: readonly Sentence[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    let prev = '';
    for (const t of s.tokens) {
      if (t.type !== 'word' && t.type !== 'emoji') {
        prev = '';
        continue;
      }
      const w = t.negated ? `~${t.norm}` : t.norm;
      out.push(`w:${w}`);
      if (prev) out.push(`b:${prev} ${w}`);
      prev = w;
    }
  }
  return out;
}

export interface ScoreInputs {
  /** Strongest probability of each output over the account's sentences. */
  max: Float64Array;
  /** How many sentences pass each output's threshold (capped at 3). */
  count: Float64Array;
  positive: number;
  negative: number;
  dangerFound: boolean;
  /** Red categories flagged (caution or worse) and green categories flagged, after merging. */
  redCategories: number;
  greenCategories: number;
}

/** The dense inputs of the score head, in the order of `ScoreHead.dense`. */
export function scoreInputs(
  meta: DetectorMeta,
  x: ScoreInputs,
): { names: string[]; values: number[] } {
  const names: string[] = [];
  const values: number[] = [];
  meta.outputs.forEach((o, k) => {
    names.push(`max:${o}`, `count:${o}`);
    values.push(x.max[k] ?? 0, Math.min(3, x.count[k] ?? 0) / 3);
  });
  names.push('tone:positive', 'tone:negative', 'danger', 'flags:red', 'flags:green');
  values.push(
    x.positive,
    x.negative,
    x.dangerFound ? 1 : 0,
    Math.min(4, x.redCategories) / 4,
    Math.min(4, x.greenCategories) / 4,
  );
  return { names, values };
}

/** The score the writer would give (0-100), before the danger cap. */
export function predictScore(meta: DetectorMeta, x: ScoreInputs, words: readonly string[]): number {
  return stretchScore(meta.score, 100 * linearHead(meta.score, scoreInputs(meta, x).values, words));
}

/** A linear head over dense inputs and document words (`wordNorm`-weighted counts). */
export function linearHead(
  head: { weights: readonly number[]; bias: number; words: Record<string, number> },
  x: readonly number[],
  words: readonly string[],
): number {
  let z = head.bias;
  x.forEach((v, i) => {
    z += v * (head.weights[i] ?? 0);
  });
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  const norm = wordNorm(words.length);
  for (const [w, c] of counts) z += (head.words[w] ?? 0) * c * norm;
  return z;
}

/** The raw prediction (0-100 scale) stretched as the head says, clamped to 0-100. */
export function stretchScore(head: ScoreHead, raw: number): number {
  const s = head.stretch
    ? head.stretch.center + head.stretch.factor * (raw - head.stretch.center)
    : raw;
  return Math.max(0, Math.min(100, s));
}

const DANGER_INPUT_NAMES = [
  'danger:max',
  'danger:second',
  'physical_safety:max',
  'boundary_pressure:max',
  'aggression:max',
  'rule_danger',
  'refusal_then_act',
  'drink_then_impaired',
  'fear',
  'self_blame',
  'impaired',
  'safe_intent',
  'harm:max',
  'touched',
  'document:danger',
];

/** Words of an act on the writer's body (or of where it happens), after a refusal. */
const BODILY_CONTACT =
  /\b(?:kiss\w*|touch\w*|grab\w*|grop\w*|hand|hands|pull\w*|push\w*|pinn?\w*|held|hold\w*|lean\w*|rubb?\w*|arm|arms|leg|legs|thigh|waist|hip|hips|bum|butt|ass|arse|breasts?|chest|neck|face|hair|lips|mouth|body|on top|bed|sofa|couch|undress\w*|clothes|shirt|top|bra|zip\w*|lap|wrist|forced|made me|sex|slept)\b/;

/**
 * The danger head's dense inputs: the strongest danger and danger-category outputs, whether a
 * rule found danger, and discourse across sentences: a refusal followed by a physical or
 * sexual act, little drink followed by strong effects, fear, self-blame; the strongest harm
 * reading, the rule for unwanted sexual touching, and the document reader's danger reading.
 */
export function dangerInputs(
  meta: DetectorMeta,
  sentences: readonly Sentence[],
  readings: readonly SentenceReading[],
  ruleDanger: boolean,
  /** Sentences that cannot carry the date's danger, when the caller has already read them. */
  excluded: ExcludedSentences = notTheDatesDanger(sentences),
  /** The document reader's outputs for the account (decision record 0111), where there is one. */
  document: ArrayLike<number> | null = null,
): { names: string[]; values: number[] } {
  const at = (o: string) => meta.outputs.indexOf(o);
  const d = at('danger');
  const cats = ['red:physical_safety', 'red:boundary_pressure', 'red:aggression'].map(at);
  // A rescue, its aftermath, or a stranger's grope is no reading of the date's danger.
  const { protective, byStranger } = excluded;
  const counted = readings.filter((r) => !protective[r.index] && !byStranger[r.index]);
  const dangers = counted.map((r) => r.probs[d] ?? 0).sort((a, b) => b - a);
  const catMax = cats.map((k) => Math.max(0, ...counted.map((r) => r.probs[k] ?? 0)));
  // Harm to the writer by anyone (trained on many more sentences than the date's danger alone),
  // and the rule for unwanted sexual touching of the writer.
  const h = at('harm');
  const harmMax = h < 0 ? 0 : Math.max(0, ...counted.map((r) => r.probs[h] ?? 0));
  const touched = sentences.some(
    (s) => touchedWriter(s.text) !== null && !touchedBySomeoneElse(s.text),
  )
    ? 1
    : 0;
  let refused = false;
  let refusalThenAct = 0;
  let littleDrink = false;
  let drinkThenImpaired = 0;
  let fear = 0;
  let selfBlame = 0;
  let impaired = 0;
  let safe = 0;
  readings.forEach((r, i) => {
    const lower = (sentences[i]?.text ?? '').toLowerCase();
    const cues = sentenceCues(lower);
    // Pressure in words after a no ("he asked again at the door", "ordered me a second anyway")
    // is a caution; what the refusal makes dangerous is an act on the writer's body.
    const act = Math.max(
      r.probs[cats[0]!] ?? 0,
      BODILY_CONTACT.test(lower) ? (r.probs[cats[1]!] ?? 0) : 0,
    );
    if (refused) refusalThenAct = Math.max(refusalThenAct, act);
    if (littleDrink && cues.impaired) drinkThenImpaired = 1;
    if (cues.refusal) refused = true;
    if (cues.littleDrink) littleDrink = true;
    if (cues.fear) fear = 1;
    if (cues.selfBlame) selfBlame = 1;
    if (cues.impaired) impaired = 1;
    if (cues.safe) safe = 1;
  });
  return {
    names: [...DANGER_INPUT_NAMES],
    values: [
      dangers[0] ?? 0,
      dangers[1] ?? 0,
      ...catMax,
      ruleDanger ? 1 : 0,
      refusalThenAct,
      drinkThenImpaired,
      fear,
      selfBlame,
      impaired,
      safe,
      harmMax,
      touched,
      document ? (document[d] ?? 0) : 0,
    ],
  };
}

/**
 * Whether any sentence gives evidence of danger on its own: a rule's danger finding, unwanted
 * touching of the writer, drink then impairment, impairment, or a danger, danger-category or
 * harm output past its own threshold (the inputs as `dangerInputs` returns them).
 */
export function dangerEvidence(meta: DetectorMeta, values: readonly number[]): boolean {
  const v = (name: string) => values[DANGER_INPUT_NAMES.indexOf(name)] ?? 0;
  const thr = (o: string) => meta.thresholds[meta.outputs.indexOf(o)] ?? 1;
  return (
    v('rule_danger') > 0 ||
    v('touched') > 0 ||
    v('drink_then_impaired') > 0 ||
    v('impaired') > 0 ||
    v('danger:max') >= 0.5 ||
    v('physical_safety:max') >= thr('red:physical_safety') ||
    v('boundary_pressure:max') >= thr('red:boundary_pressure') ||
    v('aggression:max') >= thr('red:aggression') ||
    v('refusal_then_act') >= thr('red:boundary_pressure') ||
    v('harm:max') >= thr('harm')
  );
}

/** Words in the text (tokens that are words), as the evidence gate counts them. */
export function wordCount(sentences: readonly Pick<Sentence, 'tokens'>[]): number {
  let n = 0;
  for (const s of sentences) for (const t of s.tokens) if (t.type === 'word') n += 1;
  return n;
}

/**
 * Where the danger head may only call danger with evidence in some sentence (`dangerEvidence`):
 * a text shorter than the trainer's reach (decision record 0110), and a text mostly in a
 * language other than English at any length. Without that, the head's word features read the
 * language itself as danger: a training author who wrote in Tagalog told a quarter of her dates
 * as dangerous, and every date a new Tagalog writer told came out as a danger page.
 */
function gatedText(
  meta: Pick<DetectorMeta, 'danger' | 'outputs'>,
  sentences: readonly Pick<Sentence, 'tokens'>[],
  values: readonly number[],
): boolean {
  return (
    wordCount(sentences) < (meta.danger.evidenceUnderWords ?? 0) ||
    mostlyNotEnglish(sentences) ||
    (values[DANGER_INPUT_NAMES.indexOf('document:danger')] ?? 0) < (meta.danger.documentFloor ?? 0)
  );
}

/** Probability that the account tells of danger, from the danger head. */
export function dangerProbability(
  meta: DetectorMeta,
  sentences: readonly Sentence[],
  readings: readonly SentenceReading[],
  ruleDanger: boolean,
  words: readonly string[] = documentWords(sentences),
  excluded: ExcludedSentences = notTheDatesDanger(sentences),
  document: ArrayLike<number> | null = null,
): number {
  const { values } = dangerInputs(meta, sentences, readings, ruleDanger, excluded, document);
  if (!dangerEvidence(meta, values) && gatedText(meta, sentences, values)) return 0;
  return sigmoid(linearHead(meta.danger, values, words));
}
