import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { BackgroundTasks } from '../../infra/background';
import { createMailer, type Mailer } from '../../infra/mailer/mailer';
import { mailboxRoutes } from '../../infra/mailer/mailbox-routes';
import { createAuth, type Auth } from './auth';
import { authRoutes } from './auth-routes';
import { profileRoutes } from './profile-routes';

export interface Accounts {
  auth: Auth;
  db: Db;
  mailer: Mailer;
  /** E-mails and other work started by a request and finished after its answer. */
  background: BackgroundTasks;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth, the database and the mailer, for the guards in ./guards.ts. */
    accounts: Accounts;
  }
}

/**
 * Accounts: better-auth under /api/auth, the session and profile routes, and the dev mailbox.
 * Registered at the root (it is not encapsulated), so `app.accounts` is visible to every feature.
 */
export const accountsPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; database: Database }) => {
    const { config, database } = options;
    const db = database.db;
    const mailer = createMailer(config, db, app.log);
    const background = new BackgroundTasks((err, what) => {
      app.log.error({ err }, `${what} failed`);
    });
    const auth = createAuth({ config, db, mailer, log: app.log, background });
    app.decorate('accounts', { auth, db, mailer, background });
    app.addHook('onClose', async () => {
      await background.settle();
      await mailer.close();
    });
    await app.register(authRoutes({ config, db, auth, background }), { prefix: '/api' });
    await app.register(profileRoutes(db), { prefix: '/api' });
    await app.register(mailboxRoutes(config, db), { prefix: '/api' });
  },
  { name: 'accounts' },
);
