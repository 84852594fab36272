import { readFileSync } from 'node:fs';
import { createEmotionModel, type EmotionModel, type ModelMeta } from './emotion-model';
import { MODEL_META_PATH, MODEL_WEIGHTS_PATH } from './model-paths';

/** Reads the committed model next to this file once, at module import (the model's loader). */

function loadDefault(): EmotionModel {
  const meta = JSON.parse(readFileSync(MODEL_META_PATH, 'utf8')) as ModelMeta;
  const buf = readFileSync(MODEL_WEIGHTS_PATH);
  return createEmotionModel(meta, new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength));
}

/** The committed model, read once when this module is first imported. */
export const emotionModel: EmotionModel = loadDefault();
