import { existsSync } from 'node:fs';
import {
  DETECTOR_META_PATH,
  DETECTOR_WEIGHTS_PATH,
  loadDetectorModel,
  type DetectorModel,
} from './detectors';

/**
 * The committed learned detectors, read once at import. `npm run train` writes them; before
 * the first training run (a fresh corpus) the engine runs on its rules alone.
 */
export const detectorModel: DetectorModel | null =
  existsSync(DETECTOR_META_PATH) && existsSync(DETECTOR_WEIGHTS_PATH) ? loadDetectorModel() : null;
