import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyzeLocal } from '../src/server/analysis/analyze-local';
import { segment } from '../src/server/analysis/text';
import { statedFeelings } from '../src/server/analysis/voice/stated-feelings';
import {
  dangerSteps,
  EMPTY_ANALYSIS_CONTEXT,
  pageSections,
  saysNotTheirFault,
  type TAnalysis,
} from '../src/shared/analysis';
import { helpFor } from '../src/client/features/analysis/help-by-country';
import { readCorpus, readJsonLines } from './analysis/corpus';
import { repoRoot } from './analysis/data';

/**
 * The blind review of what the analysis says (issue 16, docs/analysis-voice-review.md).
 *
 * `node --import tsx scripts/voice-review.ts export --out FILE [--authors a61,a62]` writes every
 * account of corpus/review/ (or of the authors named) (accounts by authors whose texts nobody tuning the engine has read) with the
 * analysis a user would see, in the order the results page shows it, for reviewers to rate.
 *
 * `node --import tsx scripts/voice-review.ts score FILE...` reads reviewers' ratings (JSON lines
 * `{"id", "accuracy", "usefulness", "tone", "note"}`, 1-5 each) and prints the review table: the
 * mean of each, the lowest on a danger account, and the five lowest-rated accounts.
 *
 * `node --import tsx scripts/voice-review.ts feelings` measures the stated-feeling reading
 * against the feelings the corpus's training authors labelled.
 */

const REVIEW_DIR = path.join(repoRoot, 'corpus', 'review');

interface ReviewAccount {
  id: string;
  text: string;
  danger: boolean;
}

function reviewAccounts(authors?: readonly string[]): ReviewAccount[] {
  return readdirSync(REVIEW_DIR)
    .filter((f) => /^a\d+\.jsonl$/.test(f))
    .filter((f) => !authors || authors.includes(f.replace('.jsonl', '')))
    .sort()
    .flatMap((f) => readJsonLines<ReviewAccount>(path.join(REVIEW_DIR, f)));
}

/** The analysis as the results page presents it, in plain text. */
export function renderAnalysis(a: TAnalysis): string {
  const out: string[] = [];
  const mode = a.voice?.mode ?? (a.safety.concern ? 'danger' : 'unknown');
  out.push(`Mode: ${mode}`);
  if (mode === 'danger') {
    // As the danger page shows it: no score, feedback, emotions or green flags.
    const takeaway = a.voice?.takeaway || a.safety.message;
    out.push(`Takeaway: ${takeaway}`);
    if (!saysNotTheirFault(takeaway)) out.push('This was not your fault.');
    const quotes = [
      ...new Set(a.flags.filter((f) => f.severity === 'danger').map((f) => f.quote.trim())),
    ].slice(0, 3);
    if (quotes.length)
      out.push(`What happened, in your words: ${quotes.map((q) => `"${q}"`).join(' / ')}`);
    dangerSteps(a.personalizedTips).forEach((s, i) => out.push(`Step ${i + 1}: ${s}`));
    // The page names the services of the reader's country; reviewers see the US list.
    const help = helpFor('en-US');
    out.push(
      `Help (the page names the services of the country the reader picks there, opening on the browser's; shown here for a reader in the US): ${a.safety.resources}${help ? ` In ${help.country}: emergency ${help.emergency}; ${help.lines.map((l) => `${l.name}, ${l.contact}`).join('; ')}.` : ''}`,
    );
    return out.join('\n');
  }
  if (a.voice) out.push(`Takeaway: ${a.voice.takeaway}`, `Next step: ${a.voice.nextStep}`);
  if (a.safety.concern) out.push(`Safety message: ${a.safety.message}`);
  out.push(`Score: ${a.score}/100; compatibility ${a.compatibilityScore}%`);
  // As the page shows them: the feedback without the takeaway it opens with, the tips without
  // the one shown as the next step.
  const page = pageSections(a);
  out.push(`Feedback: ${page.recommendation}`);
  page.tips.forEach((t, i) =>
    out.push(`Tip ${i + 1}: ${t.tip}${t.rationale ? ` (why: ${t.rationale})` : ''}`),
  );
  const stated = a.voice?.statedFeelings ?? [];
  if (stated.length)
    out.push(`Feelings you stated: ${stated.map((f) => `${f.feeling} ("${f.quote}")`).join('; ')}`);
  out.push(
    `Emotions: ${a.emotionalTrends.dominant}${a.emotionalTrends.secondary ? `, ${a.emotionalTrends.secondary}` : ''} (intensity ${a.emotionalTrends.intensity}/10)`,
  );
  for (const f of a.flags)
    out.push(`${f.polarity === 'red' ? 'Red' : 'Green'} flag (${f.label}): "${f.quote}"`);
  out.push(`Premium, attachment: ${a.premiumInsights.attachment}`);
  out.push(`Premium, communication: ${a.premiumInsights.communication}`);
  return out.join('\n');
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, authors: { type: 'string' } },
});
const [command, ...files] = positionals;

if (command === 'export') {
  const blocks = reviewAccounts(values.authors?.split(',')).map((r) => {
    const a = analyzeLocal(r.text, EMPTY_ANALYSIS_CONTEXT, {
      safetyResources: 'If you are in danger now, call your local emergency number.',
    });
    return `=== ${r.id} ===\nTEXT:\n${r.text}\n\nANALYSIS:\n${renderAnalysis(a)}\n`;
  });
  const text = blocks.join('\n');
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
  console.error(`${blocks.length} accounts exported`);
} else if (command === 'score') {
  const accounts = new Map(reviewAccounts().map((r) => [r.id, r]));
  const rows = files.flatMap((f) =>
    readJsonLines<{
      id: string;
      accuracy: number;
      usefulness: number;
      tone: number;
      note?: string;
    }>(f),
  );
  const mean = (k: 'accuracy' | 'usefulness' | 'tone') =>
    rows.reduce((s, r) => s + r[k], 0) / Math.max(1, rows.length);
  const danger = rows.filter((r) => accounts.get(r.id)?.danger);
  const lowestDanger = Math.min(...danger.map((r) => Math.min(r.accuracy, r.usefulness, r.tone)));
  console.log(`ratings: ${rows.length} (${danger.length} on danger accounts)`);
  console.log('| measure | mean | target |\n|---|---|---|');
  for (const k of ['accuracy', 'usefulness', 'tone'] as const)
    console.log(`| ${k} | ${mean(k).toFixed(2)} | >= 4.3 |`);
  console.log(`| lowest rating on a danger account | ${lowestDanger} | >= 4 |`);
  const worst = [...rows]
    .sort((a, b) => a.accuracy + a.usefulness + a.tone - (b.accuracy + b.usefulness + b.tone))
    .slice(0, 5);
  console.log('\nlowest rated:');
  for (const r of worst)
    console.log(`${r.id} ${r.accuracy}/${r.usefulness}/${r.tone}: ${r.note ?? ''}`);
} else if (command === 'feelings') {
  // The writer's stated feelings as the engine reads them, against the feelings the authors
  // labelled (training authors only): a found feeling overlaps a labelled one's quote.
  let gold = 0;
  let found = 0;
  let read = 0;
  let right = 0;
  for (const a of readCorpus('train')) {
    if (!a.feelings.length && a.author === 'a00') continue;
    const mine = statedFeelings(segment(a.text));
    const overlaps = (x: string, y: string) => {
      const i = a.text.indexOf(x);
      const j = a.text.indexOf(y);
      return i >= 0 && j >= 0 && i < j + y.length && j < i + x.length;
    };
    gold += a.feelings.length;
    found += a.feelings.filter((g) => mine.some((m) => overlaps(m.quote, g.quote))).length;
    read += mine.length;
    right += mine.filter((m) => a.feelings.some((g) => overlaps(m.quote, g.quote))).length;
  }
  console.log(
    `stated feelings against the authors' labels (training authors): recall ${(found / gold).toFixed(3)} ` +
      `(${found} of ${gold}), precision ${(right / Math.max(1, read)).toFixed(3)} (${right} of ${read})`,
  );
} else {
  console.error('usage: voice-review.ts export [--out FILE] | score RATINGS.jsonl... | feelings');
  process.exit(2);
}
