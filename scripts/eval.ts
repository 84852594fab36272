import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { emotionModel } from '../src/server/analysis/model-file';
import { RED_FLAG_CATEGORIES } from '../src/shared/analysis';
import { measureModel, measureSpeed, modelSizeBytes } from './analysis/benchmarks';
import { dataDir } from './analysis/data';
import {
  evaluateNarratives,
  readNarratives,
  type NarrativeReport,
} from './analysis/narrative-eval';

/**
 * `npm run eval`: the analysis engine's quality table. Model figures on the public TEST splits
 * (`--split dev` for the dev splits), speed of the full local analysis, model size, and the red
 * flag, danger and polarity figures on the repo's own date narratives (dev and held-out test).
 */

const { values: args } = parseArgs({
  options: {
    split: { type: 'string', default: 'test' },
    errors: { type: 'boolean', default: false },
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
    '<= 2 ms',
    pass(speed.p50 <= 2),
    `an LLM call: seconds (machine load ${load.toFixed(1)})`,
  ],
  [
    `speed p99, ${speed.chars} chars, one core`,
    `${speed.p99.toFixed(2)} ms`,
    '<= 10 ms',
    pass(speed.p99 <= 10),
    '',
  ],
  [
    'model size (weights + vocabulary)',
    `${(modelSizeBytes() / 1e6).toFixed(2)} MB`,
    '<= 5 MB',
    pass(modelSizeBytes() <= 5e6),
    'BERT-base ~440 MB',
  ],
);

const reports: Record<string, NarrativeReport> = {
  dev: evaluateNarratives(readNarratives('dev')),
  test: evaluateNarratives(readNarratives('test')),
};
for (const [name, r] of Object.entries(reports)) {
  rows.push(
    [
      `narratives ${name} (${r.n}): red-flag F1 (P / R)`,
      `${f3(r.redF1)} (${f3(r.redPrecision)} / ${f3(r.redRecall)})`,
      '>= 0.85',
      pass(r.redF1 >= 0.85),
      '',
    ],
    [
      `narratives ${name}: danger recall`,
      `${f3(r.dangerRecall)} (${r.dangerCases} cases, ${r.falseDanger} false alarms)`,
      '1.00',
      pass(r.dangerRecall === 1),
      '',
    ],
    [`narratives ${name}: polarity accuracy`, f3(r.polarityAccuracy), '', '', ''],
    [`narratives ${name}: green-flag F1`, f3(r.greenF1), '', '', ''],
    [
      `narratives ${name}: dominant emotion against the date's polarity`,
      `${r.emotionContradictions} / ${r.emotionJudged} contradict; ${r.dangerPositiveEmotion} danger cases read as a positive emotion`,
      '',
      '',
      '',
    ],
  );
}

console.log(
  `\n| measure (${split} splits) | measured | target | | reference |\n|---|---|---|---|---|`,
);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);

console.log('\n| red-flag category | dev P | dev R | test P | test R |\n|---|---|---|---|---|');
for (const c of RED_FLAG_CATEGORIES) {
  const d = reports.dev?.perCategory[c];
  const t = reports.test?.perCategory[c];
  console.log(
    `| ${c} | ${f3(d?.precision ?? 0)} | ${f3(d?.recall ?? 0)} | ${f3(t?.precision ?? 0)} | ${f3(t?.recall ?? 0)} |`,
  );
}
if (args.errors) {
  for (const [name, r] of Object.entries(reports))
    console.log(`\n${name} errors:\n${r.errors.join('\n')}`);
}
