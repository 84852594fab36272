import { featureValues } from '../../src/server/analysis/detectors';

/** One sentence as the trainers read it: feature indices, their values, one target per output. */
export interface SentenceExample {
  idx: Int32Array;
  val: Float32Array;
  t: Uint8Array;
}

/** Every sentence of the accounts that have targets, as `SentenceExample`s over `index`. */
export function sentenceExamples(
  data: readonly { feats: readonly (readonly string[])[]; targets: readonly Uint8Array[] | null }[],
  index: ReadonlyMap<string, number>,
): SentenceExample[] {
  const examples: SentenceExample[] = [];
  for (const a of data) {
    if (!a.targets) continue;
    a.feats.forEach((f, i) => {
      const values = featureValues(f, index);
      examples.push({
        idx: Int32Array.from(values.keys()),
        val: Float32Array.from(values.values()),
        t: a.targets![i]!,
      });
    });
  }
  return examples;
}

/** 0..n-1 in a random order (Fisher-Yates with the trainer's seeded generator). */
export function shuffledOrder(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
