import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMPTY_ANALYSIS_CONTEXT,
  fallbackAnalysis,
  type TAnalysis,
  type TAnalysisContext,
} from '../../../shared/analysis';
import {
  ACCOUNT_HOURLY_ANALYSES,
  ANALYSIS_CONTEXT_ENTRIES,
  FREE_ANALYSIS_LIMIT,
} from '../../../shared/constants';
import {
  CRUNCH_MESSAGES,
  presentAnalysis,
  ZCrunchRequest,
  ZCrunchResponse,
  type TCrunchResponse,
} from '../../../shared/crunch';
import { createAnalysisProvider, type AnalysisProvider } from '../../analysis/engine';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import { enforceRateLimits } from '../../infra/rate-limit';
import { getSignedIn, type SignedIn } from '../auth/guards';
import { hasAcceptedTerms } from '../auth/profile-repository';
import { listEntries } from '../history/entries-repository';
import { scheduleReflectionReminder } from '../notifications/reminders';
import { saveEntry } from './save-entry';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Logs only what kind of failure it was: a database error can carry statement parameters. */
function failureKind(error: unknown): { name: string; code?: string } {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown })?.code;
    return { name: error.name, ...(typeof code === 'string' ? { code } : {}) };
  }
  return { name: typeof error };
}

async function analyzeSafely(
  provider: AnalysisProvider,
  text: string,
  context: TAnalysisContext,
  log: FastifyBaseLogger,
): Promise<TAnalysis> {
  try {
    return await provider.analyze(text, context);
  } catch (error) {
    // The provider never rejects by contract; should it, the spec's fallback result shows.
    log.error({ failure: failureKind(error) }, 'analysis failed; answering the fallback result');
    return fallbackAnalysis(context);
  }
}

/** The engine reads the dates and analyses of the newest entries; their texts stay sealed. */
async function contextFor(db: Db, cipher: DataCipher, signedIn: SignedIn) {
  const { entries } = await listEntries(db, cipher, signedIn.user.id, {
    limit: ANALYSIS_CONTEXT_ENTRIES,
    withText: false,
  });
  return {
    history: entries.map((e) => ({
      text: '',
      analysis: e.analysis,
      createdAt: e.createdAt.toISOString(),
    })),
    isPremium: signedIn.profile.isPremium,
    level: signedIn.profile.datecrunchLevel,
    datesAnalyzed: signedIn.profile.datecrunchDates,
  } satisfies TAnalysisContext;
}

/**
 * POST /api/crunch (spec 01 §4 "Analysis flow"; DECISIONS: /analyze is public). Visitors get an
 * analysis that is not stored, limited per client address each day. Signed-in users with accepted
 * terms get it saved: limit, insert, counter and level in one transaction (./save-entry.ts).
 * The user's text is never logged; answers are `Cache-Control: no-store`.
 */
export const crunchRoutes =
  (config: Config, db: Db, cipher: DataCipher): FastifyPluginAsyncZod =>
  async (app) => {
    const provider = createAnalysisProvider({
      aiBaseUrl: config.AI_BASE_URL,
      aiModel: config.AI_MODEL,
      aiApiKey: config.AI_API_KEY,
      aiTimeoutMs: config.AI_TIMEOUT_MS,
      safetyResources: config.SAFETY_RESOURCES,
      logger: app.log,
    });

    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.post(
      '/crunch',
      { schema: { body: ZCrunchRequest, response: { 200: ZCrunchResponse } } },
      async (request): Promise<TCrunchResponse> => {
        const text = request.body.text.trim();
        const signedIn = await getSignedIn(request);

        if (!signedIn) {
          if (!config.DISABLE_RATE_LIMITS) {
            await enforceRateLimits(
              db,
              [
                {
                  key: `crunch:ip:${request.ip}`,
                  limit: config.VISITOR_DAILY_ANALYSES,
                  windowMs: DAY_MS,
                },
              ],
              CRUNCH_MESSAGES.visitorLimit,
            );
          }
          const analysis = await analyzeSafely(provider, text, EMPTY_ANALYSIS_CONTEXT, request.log);
          return {
            analysis: presentAnalysis(analysis, false),
            saved: false,
            entryId: null,
            unsavedReason: 'visitor',
            usage: null,
          };
        }

        const { user, profile } = signedIn;
        if (!hasAcceptedTerms(profile)) {
          throw new AppError(
            'TERMS_NOT_ACCEPTED',
            'Please accept our terms and conditions to start analyzing dates.',
          );
        }
        if (!config.DISABLE_RATE_LIMITS) {
          await enforceRateLimits(
            db,
            [{ key: `crunch:user:${user.id}`, limit: ACCOUNT_HOURLY_ANALYSES, windowMs: HOUR_MS }],
            CRUNCH_MESSAGES.accountRateLimited,
          );
        }
        // Checked again inside the save transaction; this early check spares a useless analysis.
        if (!profile.isPremium && profile.datecrunchDates >= FREE_ANALYSIS_LIMIT) {
          throw new AppError('FREE_LIMIT_REACHED', CRUNCH_MESSAGES.freeLimit);
        }

        const context = await contextFor(db, cipher, signedIn);
        const analysis = await analyzeSafely(provider, text, context, request.log);
        const usageBefore = {
          datesAnalyzed: profile.datecrunchDates,
          level: profile.datecrunchLevel,
          isPremium: profile.isPremium,
          limit: FREE_ANALYSIS_LIMIT,
        };

        let result: Awaited<ReturnType<typeof saveEntry>>;
        try {
          result = await saveEntry(db, cipher, {
            userId: user.id,
            text,
            analysis,
            contextDates: profile.datecrunchDates,
          });
        } catch (error) {
          // Spec 01 §4: a failed save is only logged, and the analysis is still shown.
          request.log.error({ failure: failureKind(error) }, 'saving a crunched date failed');
          return {
            analysis: presentAnalysis(analysis, profile.isPremium),
            saved: false,
            entryId: null,
            unsavedReason: 'save_failed',
            usage: usageBefore,
          };
        }
        if (result.kind === 'limit') {
          throw new AppError('FREE_LIMIT_REACHED', CRUNCH_MESSAGES.freeLimit);
        }

        try {
          await scheduleReflectionReminder(db, user.id);
        } catch (error) {
          request.log.warn({ failure: failureKind(error) }, 'reflection reminder not scheduled');
        }

        return {
          analysis: presentAnalysis(result.analysis, profile.isPremium),
          saved: true,
          entryId: result.entryId,
          unsavedReason: null,
          usage: { ...usageBefore, datesAnalyzed: result.datesAnalyzed, level: result.level },
        };
      },
    );
  };
