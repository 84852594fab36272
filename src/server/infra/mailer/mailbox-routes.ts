import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMailboxResponse } from '../../../shared/dev-mailbox';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox';
import { AppError } from '../../errors';
import { extractLinks } from './mailer';

const MAILBOX_SIZE = 50;

/**
 * GET /api/dev/mailbox: the latest outbox messages with their links. It exists only outside
 * production: these messages hold sign-in and reset links.
 */
export const mailboxRoutes =
  (config: Config, db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/mailbox',
      { schema: { response: { 200: ZMailboxResponse } } },
      async (_request, reply) => {
        if (config.isProduction) throw new AppError('NOT_FOUND', 'Not found.');
        const rows = await db
          .select()
          .from(outboxEmails)
          .orderBy(desc(outboxEmails.createdAt))
          .limit(MAILBOX_SIZE);
        void reply.header('cache-control', 'no-store');
        return {
          delivery: config.SMTP_URL ? ('smtp' as const) : ('outbox' as const),
          messages: rows.map((row) => ({
            id: row.id,
            to: row.to,
            from: row.from,
            subject: row.subject,
            text: row.text,
            links: extractLinks(row.text),
            created_at: row.createdAt.toISOString(),
          })),
        };
      },
    );
  };
