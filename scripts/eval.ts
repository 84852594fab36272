import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { emotionModel } from '../src/server/analysis/model-file';
import { measureModel, measureSpeed, modelSizeBytes } from './analysis/benchmarks';
import { dataDir } from './analysis/data';
import { analyzeLocal } from '../src/server/analysis/analyze-local';
import { isSarcastic } from '../src/server/analysis/flags';
import { emotionFamily } from '../src/server/analysis/signals';
import { EMPTY_ANALYSIS_CONTEXT } from '../src/shared/analysis';
import { readCorpus } from './analysis/corpus';
import { corpusFigures, predictionOf } from './analysis/corpus-metrics';
import { empatheticFigures, safeCityFigures, sarcasmFigures } from './analysis/outside-sets';

/**
 * `npm run eval`: the analysis engine's quality table. Reference figures of the emotion model on
 * the public TEST splits (`--split dev` for the dev splits), speed of the full local analysis,
 * model size; then the cross-author held-out table: the engine on accounts by the held-out
 * authors of corpus/narratives/ (never read while tuning), and on human-written sets from outside
 * dating (SafeCity, EmpatheticDialogues, iSarcasmEval).
 */

const { values: args } = parseArgs({
  options: {
    split: { type: 'string', default: 'test' },
  },
});
const split = args.split === 'dev' ? 'dev' : 'test';
const f3 = (x: number) => x.toFixed(3);
const pass = (ok: boolean) => (ok ? 'met' : 'missed');

const rows: string[][] = [];
if (existsSync(dataDir)) {
  const m = measureModel(emotionModel, split);
  /** A model row: the target is written once, as the number the figure is checked against. */
  const atLeast = (label: string, value: number, target: number, reference: string) => [
    label,
    f3(value),
    `>= ${target.toFixed(2)}`,
    pass(value >= target),
    reference,
  ];
  rows.push(
    atLeast(
      `SST-2 accuracy (SST-5 ${split} without 3)`,
      m.sst2Accuracy,
      0.8,
      'lexicons 0.68-0.71, RNTN 0.854',
    ),
    atLeast(
      'GoEmotions sentiment-group macro-F1',
      m.goemotionsGroupF1,
      0.66,
      'BERT 0.69; VADER 0.566',
    ),
    atLeast('GoEmotions Ekman macro-F1', m.goemotionsEkmanF1, 0.6, 'BERT 0.64'),
    atLeast('GoEmotions 28-label macro-F1', m.goemotions28F1, 0.46, 'BERT 0.46'),
    atLeast('EmoBank valence Pearson r', m.emobankR, 0.55, 'lexicons 0.45-0.47'),
  );
} else {
  console.log(`(public data not found at ${dataDir}: model figures skipped)`);
}

const speed = measureSpeed();
const load = loadavg()[0] ?? 0;
rows.push(
  [
    `speed p50, ${speed.chars} chars, one core`,
    `${speed.p50.toFixed(2)} ms`,
    '<= 10 ms',
    pass(speed.p50 <= 10),
    `an LLM call: seconds (machine load ${load.toFixed(1)})`,
  ],
  [
    `speed p99, ${speed.chars} chars, one core`,
    `${speed.p99.toFixed(2)} ms`,
    '<= 50 ms',
    pass(speed.p99 <= 50),
    '',
  ],
  [
    'model files in the repo (emotion model, detectors, word groups)',
    `${(modelSizeBytes() / 1e6).toFixed(2)} MB`,
    '<= 30 MB',
    pass(modelSizeBytes() <= 30e6),
    'BERT-base ~440 MB',
  ],
);

// The cross-author held-out table: accounts by authors whose texts no rule, threshold or model
// was tuned on (scripts/analysis/corpus.ts), scored by the full local engine.
const heldOut = readCorpus('heldout');
const analyses = heldOut.map((a) =>
  analyzeLocal(a.text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'resources' }),
);
const predictions = analyses.map((a, i) => predictionOf(a, heldOut[i]!.text));
const h = corpusFigures(heldOut, predictions);
let contradictions = 0;
let judged = 0;
let dangerPositive = 0;
heldOut.forEach((item, i) => {
  const family = emotionFamily(analyses[i]!.emotionalTrends.dominant);
  if (item.danger && family === 'positive') dangerPositive += 1;
  if (item.polarity === 'mixed') return;
  judged += 1;
  if (family !== 'other' && family !== item.polarity) contradictions += 1;
});
const held: string[][] = [
  [
    'danger recall',
    `${f3(h.dangerRecall)} (${h.dangerCases} cases); false alarms ${(100 * h.falseAlarmRate).toFixed(1)}% of the others (by a danger flag ${(100 * h.falseAlarmFlagRate).toFixed(1)}%, the rest by a reading of harm by someone else)`,
    '1.00, false alarms <= 5%',
    pass(h.dangerRecall === 1 && h.falseAlarmRate <= 0.05),
  ],
  [
    'red-flag category F1, micro (P / R)',
    `${f3(h.redF1)} (${f3(h.redP)} / ${f3(h.redR)})`,
    '>= 0.85',
    pass(h.redF1 >= 0.85),
  ],
  [
    'green-flag category F1, micro (P / R)',
    `${f3(h.greenF1)} (${f3(h.greenP)} / ${f3(h.greenR)})`,
    '>= 0.80',
    pass(h.greenF1 >= 0.8),
  ],
  [
    'score polarity (pos >= 60, neg < 50, mixed 40-75)',
    f3(h.polarity),
    '>= 0.90',
    pass(h.polarity >= 0.9),
  ],
  [
    'mean score, good dates minus bad dates',
    h.goodMinusBad.toFixed(1),
    '>= 35',
    pass(h.goodMinusBad >= 35),
  ],
  ['mean score of dangerous dates', h.dangerMean.toFixed(1), '<= 20', pass(h.dangerMean <= 20)],
  ['every quote an exact substring', f3(h.quotesExact), '1.000', pass(h.quotesExact === 1)],
  [
    'accounts with a flag in their labels given no flag at all',
    `${h.noFlag.none} of ${h.noFlag.n}`,
    '',
    '',
  ],
  [
    "dominant emotion against the date's polarity",
    `${contradictions} / ${judged} contradict; ${dangerPositive} danger accounts read as a positive emotion`,
    '0 danger as positive',
    pass(dangerPositive === 0),
  ],
];
if (existsSync(dataDir)) {
  const sc = safeCityFigures();
  const ed = empatheticFigures();
  const sarcasm = sarcasmFigures(isSarcastic);
  held.push(
    [
      `SafeCity first-person touching/groping reports (test, ${sc.n}): safety concern raised`,
      `${f3(sc.concern)} (danger flag on ${f3(sc.danger)})`,
      '>= 0.90',
      pass(sc.concern >= 0.9),
    ],
    [
      `EmpatheticDialogues positive-feeling situations (test, ${ed.positive}): false danger alarms`,
      `${(100 * ed.falseDangerRate).toFixed(2)}% (by a danger flag ${(100 * ed.falseDangerFlagRate).toFixed(2)}%, the rest by the harm reading)`,
      '<= 1%',
      pass(ed.falseDangerRate <= 0.01),
    ],
    [
      `EmpatheticDialogues (test): feelings reading agrees with the emotion family (${ed.judged} judged)`,
      f3(ed.agreement),
      '',
      '',
    ],
    [
      `iSarcasmEval task A test (${sarcasm.n}): sarcasm F1`,
      f3(sarcasm.f1),
      '',
      'outside annotators 0.613',
    ],
  );
}

console.log(
  `\n| measure (${split} splits) | measured | target | | reference |\n|---|---|---|---|---|`,
);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);

console.log(
  `\n| cross-author held-out (${h.accounts} accounts by ${h.authors} authors) | measured | target | |\n|---|---|---|---|`,
);
for (const r of held) console.log(`| ${r.join(' | ')} |`);

// Per held-out author, as aggregates only (no text is printed): which kinds of writing the
// engine reads worst, without anyone reading the held-out accounts.
console.log(
  '\n| held-out author | accounts | danger recall | false alarms | red F1 | green F1 | polarity |\n|---|---|---|---|---|---|---|',
);
/** The held-out figures of the accounts `keep` picks, and the row's shared cells. */
function figuresOf(keep: (a: (typeof heldOut)[number]) => boolean) {
  const at = heldOut.flatMap((a, i) => (keep(a) ? [i] : []));
  const fa = corpusFigures(
    at.map((i) => heldOut[i]!),
    at.map((i) => predictions[i]!),
  );
  const cells = `${at.length} | ${f3(fa.dangerRecall)} (${fa.dangerCases}) | ${(100 * fa.falseAlarmRate).toFixed(1)}% | ${f3(fa.redF1)} | ${f3(fa.greenF1)} | ${f3(fa.polarity)}`;
  return { n: at.length, fa, cells };
}
for (const author of [...new Set(heldOut.map((a) => a.author))].sort())
  console.log(`| ${author} | ${figuresOf((a) => a.author === author).cells} |`);

// By the form the account is written in: published-style posts (blog, essay, wandering) are what
// real accounts people publish about their dates look like.
const FORM_GROUPS: Record<string, readonly string[]> = {
  'blog, essay, wandering': ['blog', 'essay', 'wandering'],
  'diary, flat report, voice note': ['diary', 'flat_report', 'voice_note'],
  'texting, bullets, pasted messages': ['texting', 'bullets', 'pasted_messages'],
};
console.log(
  '\n| held-out form | accounts | danger recall | false alarms | red F1 | green F1 | polarity | no flag at all |\n|---|---|---|---|---|---|---|---|',
);
for (const [group, forms] of Object.entries(FORM_GROUPS)) {
  const { n, fa, cells } = figuresOf((a) => forms.includes(a.form));
  if (n > 0) console.log(`| ${group} | ${cells} | ${fa.noFlag.none} of ${fa.noFlag.n} |`);
}

console.log('\n| category | P | R | support |\n|---|---|---|---|');
for (const [c, k] of Object.entries(h.perCategory)) {
  const p = k.tp + k.fp ? k.tp / (k.tp + k.fp) : 1;
  const r = k.tp + k.fn ? k.tp / (k.tp + k.fn) : 1;
  console.log(`| ${c} | ${f3(p)} | ${f3(r)} | ${k.tp + k.fn} |`);
}
console.log('\n| trap kind (hard negatives) | flagged as what it looks like |\n|---|---|');
for (const [why, t] of Object.entries(h.trapHits)) console.log(`| ${why} | ${t.hit} / ${t.n} |`);
