import {
  HEAD_SIZES,
  OFFSETS,
  applyCalibration,
  calibrationInputs,
  type EmotionModel,
  type ValenceCalibration,
} from '../../src/server/analysis/emotion-model';
import { scoreTokens } from '../../src/server/analysis/lexicon';
import { lexiconInputs } from '../../src/server/analysis/model-inputs';
import { modelFeatures, tokenize } from '../../src/server/analysis/text';
import type { BinaryText, Grouping, ValenceText } from './data';
import { fitLinear, fitLogistic, pearson, type MultiLabelSet } from './metrics';

/** Model-level measurements shared by training (dev) and evaluation (test). */

export function headSet(outputs: Float64Array[], gold: number[][], g: Grouping): MultiLabelSet {
  return {
    probs: outputs.map((o) => o.slice(OFFSETS[g], OFFSETS[g] + HEAD_SIZES[g])),
    gold,
  };
}

/** The model outputs and lexicon score of one text, the inputs of a calibration. */
export function valenceInputs(model: EmotionModel, text: string) {
  const tokens = tokenize(text);
  const score = scoreTokens(tokens);
  const out = model.predict(modelFeatures(tokens), lexiconInputs(score));
  return { out, lexicon: score.compound };
}

function rowsOf(model: EmotionModel, texts: string[]): number[][] {
  return texts.map((t) => {
    const { out, lexicon } = valenceInputs(model, t);
    return calibrationInputs(out, lexicon);
  });
}

function toCalibration(w: number[]): ValenceCalibration {
  return {
    intercept: w[0] ?? 0,
    wHead: w[1] ?? 0,
    wGroup: w[2] ?? 0,
    wLexicon: w[3] ?? 0,
    wPolarity: w[4] ?? 0,
  };
}

/** Fits the EmoBank valence combination on EmoBank dev and the polarity one on SST dev. */
export function calibrate(model: EmotionModel, emoDev: ValenceText[], sstDev: BinaryText[]) {
  const valence = toCalibration(
    fitLinear(
      rowsOf(
        model,
        emoDev.map((r) => r.text),
      ),
      emoDev.map((r) => r.valence),
    ),
  );
  const polarity = toCalibration(
    fitLogistic(
      rowsOf(
        model,
        sstDev.map((r) => r.text),
      ),
      sstDev.map((r) => r.positive),
    ),
  );
  return { valence, polarity };
}

export function sstAccuracy(model: EmotionModel, c: ValenceCalibration, rows: BinaryText[]) {
  let right = 0;
  for (const r of rows) {
    const { out, lexicon } = valenceInputs(model, r.text);
    if (applyCalibration(c, out, lexicon) > 0 === r.positive) right += 1;
  }
  return right / rows.length;
}

export function emoBankR(model: EmotionModel, c: ValenceCalibration, rows: ValenceText[]) {
  const pred = rows.map((r) => {
    const { out, lexicon } = valenceInputs(model, r.text);
    return applyCalibration(c, out, lexicon);
  });
  return pearson(
    pred,
    rows.map((r) => r.valence),
  );
}
