import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HISTORY_PREVIEW_LENGTH, TRENDS_MAX_ENTRIES } from '../../../shared/constants';
import { presentAnalysis } from '../../../shared/crunch';
import {
  HISTORY_MESSAGES,
  previewOf,
  ZDeleteResponse,
  ZHistoryDetail,
  ZHistoryPage,
  ZHistoryQuery,
  ZTrends,
} from '../../../shared/history';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import { requireAcceptedTerms } from '../auth/guards';
import {
  decodeCursor,
  deleteEntry,
  encodeCursor,
  getEntry,
  listEntries,
} from './entries-repository';
import { buildTrends } from './trends';

const ZEntryParams = z.object({ id: z.string().max(100) });

/**
 * The date history (spec 01 §2 "Date history page", §7 list/check/delete): keyset pages newest
 * first, one entry, delete, and trends. Only the owner's entries are ever found; any other id
 * answers 404. Every answer carrying entries is `Cache-Control: no-store`.
 */
export const historyRoutes =
  (db: Db, cipher: DataCipher): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.get(
      '/history',
      { schema: { querystring: ZHistoryQuery, response: { 200: ZHistoryPage } } },
      async (request) => {
        const { user } = await requireAcceptedTerms(request);
        const { cursor, limit } = request.query;
        const page = await listEntries(db, cipher, user.id, {
          after: cursor ? decodeCursor(cursor) : undefined,
          limit,
          withText: true,
        });
        return {
          items: page.entries.map((e) => ({
            id: e.id,
            date: e.createdAt.toISOString(),
            preview: previewOf(e.text, HISTORY_PREVIEW_LENGTH),
            score: Math.round(e.analysis.score),
          })),
          nextCursor: page.next ? encodeCursor(page.next) : null,
        };
      },
    );

    app.get('/history/trends', { schema: { response: { 200: ZTrends } } }, async (request) => {
      const { user } = await requireAcceptedTerms(request);
      const page = await listEntries(db, cipher, user.id, {
        limit: TRENDS_MAX_ENTRIES,
        withText: false,
      });
      return buildTrends(page.entries);
    });

    app.get(
      '/history/:id',
      { schema: { params: ZEntryParams, response: { 200: ZHistoryDetail } } },
      async (request) => {
        const { user, profile } = await requireAcceptedTerms(request);
        const entry = await getEntry(db, cipher, user.id, request.params.id);
        if (!entry) throw new AppError('NOT_FOUND', HISTORY_MESSAGES.notFound);
        return {
          id: entry.id,
          date: entry.createdAt.toISOString(),
          text: entry.text.trim() ? entry.text : HISTORY_MESSAGES.noText,
          analysis: presentAnalysis(entry.analysis, profile.isPremium),
        };
      },
    );

    app.delete(
      '/history/:id',
      { schema: { params: ZEntryParams, response: { 200: ZDeleteResponse } } },
      async (request) => {
        const { user } = await requireAcceptedTerms(request);
        const deleted = await deleteEntry(db, user.id, request.params.id);
        if (!deleted) throw new AppError('NOT_FOUND', HISTORY_MESSAGES.notFound);
        return { ok: true as const };
      },
    );
  };
