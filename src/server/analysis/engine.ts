import { fallbackAnalysis, type TAnalysis, type TAnalysisContext } from '../../shared/analysis';
import { analyzeLocal } from './analyze-local';
import { analyzeWithLlm, createLlmClient } from './llm-provider';

export { analyzeLocal } from './analyze-local';

/** Produces an Analysis for a date text. Never rejects: failures fall back (see below). */
export interface AnalysisProvider {
  readonly name: string;
  analyze(text: string, context: TAnalysisContext): Promise<TAnalysis>;
}

export interface AnalysisSettings {
  aiBaseUrl?: string;
  aiModel?: string;
  aiApiKey?: string;
  aiTimeoutMs: number;
  safetyResources: string;
  logger?: { warn(obj: unknown, msg?: string): void };
}

function localOrFallback(text: string, context: TAnalysisContext, safetyResources: string) {
  try {
    return analyzeLocal(text, context, { safetyResources });
  } catch {
    // The spec's fallback result (01 §8): only if the local engine itself breaks.
    return fallbackAnalysis(context);
  }
}

/**
 * The local engine, or, when aiBaseUrl and aiModel are set, the LLM provider that falls back to
 * the local result on any failure (timeout, HTTP error, invalid answer after one repair).
 */
export function createAnalysisProvider(settings: AnalysisSettings): AnalysisProvider {
  const { aiBaseUrl, aiModel, safetyResources, logger } = settings;
  if (!aiBaseUrl || !aiModel) {
    return {
      name: 'local',
      analyze: async (text, context) => localOrFallback(text, context, safetyResources),
    };
  }
  const llmSettings = {
    baseUrl: aiBaseUrl,
    model: aiModel,
    timeoutMs: settings.aiTimeoutMs,
    safetyResources,
    ...(settings.aiApiKey ? { apiKey: settings.aiApiKey } : {}),
    ...(logger ? { logger } : {}),
  };
  const client = createLlmClient(llmSettings);
  return {
    name: aiModel,
    async analyze(text, context) {
      const local = localOrFallback(text, context, safetyResources);
      try {
        return await analyzeWithLlm(client, llmSettings, text, context, local);
      } catch (error) {
        // Never log the user's text: only the kind of failure.
        logger?.warn(
          { err: error instanceof Error ? error.message : String(error), model: aiModel },
          'LLM analysis failed; using the local engine',
        );
        return local;
      }
    },
  };
}
