import type { TAnalysis } from '../../../shared/analysis';
import { opening, withoutQuotes } from './phrases';

/**
 * The no-repeat rule: across a set of varied accounts, no tip and no feedback opening (with the
 * quoted words removed) may appear in more than a tenth of the analyses. A line that fits every
 * account fits none of them.
 */

export interface RepeatReport {
  accounts: number;
  /** The most repeated feedback opening and the share of analyses it appears in. */
  feedback: { text: string; share: number };
  /** The most repeated tip (whole tip, quotes removed). */
  tip: { text: string; share: number };
  /** The most repeated tip opening (its first sentence, quotes removed). */
  tipOpening: { text: string; share: number };
}

function top(counts: Map<string, number>, n: number) {
  let best = { text: '', share: 0 };
  for (const [text, c] of counts) if (c / n > best.share) best = { text, share: c / n };
  return best;
}

export function repeatReport(analyses: readonly TAnalysis[]): RepeatReport {
  const feedback = new Map<string, number>();
  const tips = new Map<string, number>();
  const tipOpenings = new Map<string, number>();
  const bump = (m: Map<string, number>, keys: Iterable<string>) => {
    for (const k of new Set(keys)) m.set(k, (m.get(k) ?? 0) + 1);
  };
  for (const a of analyses) {
    bump(feedback, [opening(a.feedback)]);
    bump(
      tips,
      a.personalizedTips.map((t) => withoutQuotes(t.tip)),
    );
    bump(
      tipOpenings,
      a.personalizedTips.map((t) => opening(t.tip)),
    );
  }
  const n = Math.max(1, analyses.length);
  return {
    accounts: analyses.length,
    feedback: top(feedback, n),
    tip: top(tips, n),
    tipOpening: top(tipOpenings, n),
  };
}

/**
 * A fixed, varied sample: accounts taken in turn from each author (sorted by id within an
 * author), so every author and the forms they write in are represented.
 */
export function variedSample<T extends { id: string; author: string }>(
  accounts: readonly T[],
  size: number,
): T[] {
  const byAuthor = new Map<string, T[]>();
  for (const a of [...accounts].sort((x, y) => x.id.localeCompare(y.id))) {
    const list = byAuthor.get(a.author) ?? [];
    list.push(a);
    byAuthor.set(a.author, list);
  }
  const authors = [...byAuthor.keys()].sort();
  const out: T[] = [];
  // Spread each author's picks over their whole file rather than taking their first accounts.
  const step = new Map(
    authors.map((a) => [
      a,
      Math.max(1, Math.floor((byAuthor.get(a)?.length ?? 1) / Math.ceil(size / authors.length))),
    ]),
  );
  for (let round = 0; out.length < size; round += 1) {
    let added = false;
    for (const author of authors) {
      const list = byAuthor.get(author) ?? [];
      const pick = list[round * (step.get(author) ?? 1)];
      if (pick && out.length < size) {
        out.push(pick);
        added = true;
      }
    }
    if (!added) break;
  }
  return out;
}
