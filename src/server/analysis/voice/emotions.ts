import type { EmotionReading } from '../signals';
import { emotionFamily } from '../signals';
import type { StatedFeeling } from './stated-feelings';

/**
 * The emotional reading shown to the writer. Their stated feelings come first: the strongest
 * one is the dominant emotion, its intensity is how strongly they said it, and the quotes are
 * their words. The model's reading is secondary: it fills in only when nothing is stated, or
 * as the secondary emotion when it agrees in family with what they said. On a danger account
 * nothing positive is named, stated or read.
 */
export interface ShownEmotion {
  dominant: string;
  secondary?: string;
  intensity: number;
  quotes: string[];
}

export function shownEmotion(
  model: EmotionReading,
  feelings: readonly StatedFeeling[],
  danger: boolean,
): ShownEmotion {
  const allowed = feelings.filter((f) => !danger || f.family !== 'positive');
  const modelOk =
    model.dominant !== 'neutral' && !(danger && emotionFamily(model.dominant) === 'positive');
  const first = allowed[0];
  if (!first) {
    if (!modelOk) return { dominant: 'neutral', intensity: model.intensity, quotes: [] };
    const secondaryOk =
      model.secondary && !(danger && emotionFamily(model.secondary) === 'positive');
    return {
      dominant: model.dominant,
      ...(secondaryOk && model.secondary ? { secondary: model.secondary } : {}),
      intensity: model.intensity,
      quotes: model.quotes,
    };
  }
  const second = allowed.find((f) => f.feeling !== first.feeling);
  const modelFamily = modelOk ? emotionFamily(model.dominant) : 'other';
  const modelAgrees = modelOk && (modelFamily === first.family || modelFamily === 'other');
  const secondary = second?.feeling ?? (modelAgrees ? model.dominant : undefined);
  return {
    dominant: first.feeling,
    ...(secondary ? { secondary } : {}),
    intensity: first.intensity,
    quotes: [...new Set(allowed.slice(0, 2).map((f) => f.quote))],
  };
}
