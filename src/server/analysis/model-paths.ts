import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MODEL_META_PATH = path.join(here, 'model', 'emotion-model.json');
export const MODEL_WEIGHTS_PATH = path.join(here, 'model', 'emotion-weights.bin');
