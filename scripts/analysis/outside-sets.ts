import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyzeLocal } from '../../src/server/analysis/analyze-local';
import { emotionFamily } from '../../src/server/analysis/signals';
import { EMPTY_ANALYSIS_CONTEXT, type TAnalysis } from '../../src/shared/analysis';
import { dataDir, parseCsv } from './data';

/**
 * Human-written sets from outside dating, read from ../shared/data (evaluation only, except
 * iSarcasmEval, whose licence allows training): how the engine reads real people's words.
 */

const analyze = (text: string): TAnalysis =>
  analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' });

const FIRST_PERSON = /\b(?:i|me|my|myself|i'm|i was)\b/i;

/** SafeCity test reports labelled touching/groping and told in the first person. */
export function safeCityFirstPersonGroping(): string[] {
  const rows = parseCsv(readFileSync(path.join(dataDir, 'safecity', 'test.csv'), 'utf8')).slice(1);
  return rows
    .filter((r) => r[3]?.trim() === '1' && FIRST_PERSON.test(r[0] ?? ''))
    .map((r) => r[0]!.trim())
    .filter(Boolean);
}

/** A physical-safety concern: a danger flag, or any physical_safety / boundary_pressure red flag. */
export function physicalConcern(a: TAnalysis): boolean {
  return (
    a.safety.concern ||
    a.flags.some(
      (f) =>
        f.polarity === 'red' &&
        (f.category === 'physical_safety' || f.category === 'boundary_pressure') &&
        f.severity !== 'info',
    )
  );
}

export function safeCityFigures() {
  const texts = safeCityFirstPersonGroping();
  let concern = 0;
  let danger = 0;
  for (const t of texts) {
    const a = analyze(t);
    if (physicalConcern(a)) concern += 1;
    if (a.safety.concern) danger += 1;
  }
  return { n: texts.length, concern: concern / texts.length, danger: danger / texts.length };
}

/** EmpatheticDialogues' 32 feelings in three families (the writer's own feeling). */
export const ED_FAMILY: Record<string, 'positive' | 'negative' | 'ambiguous'> = {
  afraid: 'negative',
  angry: 'negative',
  annoyed: 'negative',
  anticipating: 'ambiguous',
  anxious: 'negative',
  apprehensive: 'negative',
  ashamed: 'negative',
  caring: 'positive',
  confident: 'positive',
  content: 'positive',
  devastated: 'negative',
  disappointed: 'negative',
  disgusted: 'negative',
  embarrassed: 'negative',
  excited: 'positive',
  faithful: 'positive',
  furious: 'negative',
  grateful: 'positive',
  guilty: 'negative',
  hopeful: 'positive',
  impressed: 'positive',
  jealous: 'negative',
  joyful: 'positive',
  lonely: 'negative',
  nostalgic: 'ambiguous',
  prepared: 'positive',
  proud: 'positive',
  sad: 'negative',
  sentimental: 'ambiguous',
  surprised: 'ambiguous',
  terrified: 'negative',
  trusting: 'positive',
};

interface EdRow {
  text: string;
  labels: string[];
}

export function empatheticFigures() {
  const rows = readFileSync(path.join(dataDir, 'empatheticdialogues', 'test.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as EdRow)
    .filter((r) => r.text.trim().split(/\s+/).length >= 3);
  let positive = 0;
  let falseDanger = 0;
  let falseDangerFlag = 0;
  let judged = 0;
  let agree = 0;
  for (const r of rows) {
    const family = ED_FAMILY[r.labels[0] ?? ''];
    if (!family) continue;
    const a = analyze(r.text);
    if (family === 'positive') {
      positive += 1;
      if (a.safety.concern) falseDanger += 1;
      if (a.flags.some((f) => f.severity === 'danger')) falseDangerFlag += 1;
    }
    if (family === 'ambiguous') continue;
    const read = emotionFamily(a.emotionalTrends.dominant);
    if (read === 'other') continue;
    judged += 1;
    if (read === family) agree += 1;
  }
  return {
    positive,
    falseDangerRate: positive ? falseDanger / positive : 0,
    /** Of those, raised by a danger flag (the rest by the harm reading alone). */
    falseDangerFlagRate: positive ? falseDangerFlag / positive : 0,
    judged,
    agreement: judged ? agree / judged : 0,
    n: rows.length,
  };
}

/** iSarcasmEval task A test: sarcastic-class F1 of the engine's sarcasm reading. */
export function sarcasmFigures(isSarcasticText: (text: string) => boolean) {
  const rows = parseCsv(
    readFileSync(path.join(dataDir, 'isarcasmeval', 'task_A_En_test.csv'), 'utf8'),
  ).slice(1);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const r of rows) {
    if (r.length < 2) continue;
    const gold = r[1]?.trim() === '1';
    const pred = isSarcasticText(r[0] ?? '');
    if (gold && pred) tp += 1;
    else if (pred) fp += 1;
    else if (gold) fn += 1;
  }
  return { n: rows.length, f1: tp + fp + fn ? (2 * tp) / (2 * tp + fp + fn) : 0, tp, fp, fn };
}
