import { GREEN_FLAG_CATEGORIES, RED_FLAG_CATEGORIES } from '../src/shared/analysis';
import { DANGER_KINDS, HELD_OUT_AUTHORS, readCorpus, readSentenceSets } from './analysis/corpus';

/**
 * `npm run corpus:stats`: the datasheet's counts (corpus/narratives/DATASHEET.md). Counts only:
 * it prints no text, so running it reads nothing of the held-out authors that tuning could use.
 */
const all = [...readCorpus('train'), ...readCorpus('heldout')];
const byAuthor = new Map<string, typeof all>();
for (const a of all) byAuthor.set(a.author, [...(byAuthor.get(a.author) ?? []), a]);
console.log(
  '| author | split | accounts | danger | positive / negative / mixed | mean chars | forms |',
);
console.log('|---|---|---|---|---|---|---|');
for (const [author, items] of [...byAuthor].sort()) {
  const n = (p: string) => items.filter((i) => i.polarity === p).length;
  const forms = [...new Set(items.map((i) => i.form))].join(', ');
  const chars = Math.round(items.reduce((s, i) => s + i.text.length, 0) / items.length);
  console.log(
    `| ${author} | ${HELD_OUT_AUTHORS.has(author) ? 'held out' : 'train'} | ${items.length} | ${items.filter((i) => i.danger).length} | ${n('positive')} / ${n('negative')} / ${n('mixed')} | ${chars} | ${forms} |`,
  );
}
const heldOut = all.filter((a) => HELD_OUT_AUTHORS.has(a.author));
console.log(
  `\ntotal: ${all.length} accounts by ${byAuthor.size} authors (${heldOut.length} accounts by ${new Set(heldOut.map((a) => a.author)).size} held-out authors); ` +
    `${all.filter((a) => a.danger).length} with danger; ${all.filter((a) => a.text.length >= 800).length} of 800+ characters; ${all.reduce((s, a) => s + a.traps.length, 0)} traps`,
);
console.log('\n| category | accounts with it |\n|---|---|');
for (const c of [...RED_FLAG_CATEGORIES, ...GREEN_FLAG_CATEGORIES])
  console.log(`| ${c} | ${all.filter((a) => a.flags.some((f) => f.category === c)).length} |`);
console.log('\n| danger kind | accounts |\n|---|---|');
for (const k of DANGER_KINDS)
  console.log(`| ${k} | ${all.filter((a) => a.dangerKinds.includes(k)).length} |`);
const trapKinds = new Map<string, number>();
for (const a of all) for (const t of a.traps) trapKinds.set(t.why, (trapKinds.get(t.why) ?? 0) + 1);
console.log('\n| trap kind | count |\n|---|---|');
for (const [k, n] of [...trapKinds].sort((a, b) => b[1] - a[1])) console.log(`| ${k} | ${n} |`);
const sets = readSentenceSets();
const bySet = new Map<string, { pos: number; near: number }>();
for (const s of sets) {
  const k = bySet.get(s.set) ?? { pos: 0, near: 0 };
  if (s.kind === 'positive') k.pos += 1;
  else k.near += 1;
  bySet.set(s.set, k);
}
console.log('\n| sentence set | positives | near misses |\n|---|---|---|');
for (const [k, v] of [...bySet].sort()) console.log(`| ${k} | ${v.pos} | ${v.near} |`);
console.log(`\n${sets.length} set sentences`);
