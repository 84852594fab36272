import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Readers for the public benchmark data in ../shared/data (never copied into the repo). */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dataDir = path.resolve(repoRoot, '../shared/data');

export type Split = 'train' | 'dev' | 'test';
export type Grouping = 'original' | 'ekman' | 'group';

export interface LabelledText {
  text: string;
  labels: number[];
}

export function readLabels(grouping: Grouping): string[] {
  return readFileSync(path.join(dataDir, 'goemotions', grouping, 'labels.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

export function readGoEmotions(grouping: Grouping, split: Split): LabelledText[] {
  const file = path.join(dataDir, 'goemotions', grouping, `${split}.tsv`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => {
      const [text = '', ids = ''] = line.split('\t');
      return { text, labels: ids.split(',').map(Number) };
    });
}

export interface ValenceText {
  text: string;
  valence: number;
}

/** RFC 4180 rows (quoted fields may hold commas, quotes and newlines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cur += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cur);
      cur = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cur);
      rows.push(row);
      row = [];
      cur = '';
    } else cur += c;
  }
  if (cur || row.length) {
    row.push(cur);
    rows.push(row);
  }
  return rows;
}

export function readEmoBank(split: Split): ValenceText[] {
  const table = parseCsv(readFileSync(path.join(dataDir, 'emobank', 'emobank.csv'), 'utf8'));
  const rows: ValenceText[] = [];
  for (const row of table.slice(1)) {
    if (row.length < 6) continue;
    const [, s, v, , , ...rest] = row;
    if (s === split) rows.push({ text: rest.join(','), valence: Number(v) });
  }
  return rows;
}

export interface BinaryText {
  text: string;
  positive: boolean;
}

/** SST-2 from SST-5: labels 1-2 negative, 4-5 positive, 3 dropped. Evaluation/dev tuning only. */
export function readSst2(split: 'dev' | 'test'): BinaryText[] {
  const rows: { label: number; text: string }[] = [];
  if (split === 'test') {
    const raw = readFileSync(path.join(dataDir, 'sst', 'sst5_test.jsonl'), 'utf8');
    for (const line of raw.split('\n')) {
      if (!line.trim()) continue;
      const o = JSON.parse(line) as { label: string; text: string };
      rows.push({ label: Number(o.label), text: o.text });
    }
  } else {
    const raw = readFileSync(path.join(dataDir, 'sst', 'sst5_dev.tsv'), 'utf8');
    for (const line of raw.split('\n')) {
      const m = /^__label__(\d)\t(.*)$/.exec(line);
      if (m) rows.push({ label: Number(m[1]), text: m[2] ?? '' });
    }
  }
  return rows.filter((r) => r.label !== 3).map((r) => ({ text: r.text, positive: r.label > 3 }));
}
