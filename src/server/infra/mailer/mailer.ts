import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. The outbox (default) keeps it in the database; SMTP_URL sends it for real. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  if (config.isProduction) {
    log.warn('SMTP_URL is not set: e-mails go to the outbox table and are not delivered');
  }
  return new OutboxMailer(db, config.MAIL_FROM, log, { logBodies: !config.isProduction });
}

/** Absolute http(s) links in a text, in order, without duplicates (for the dev mailbox). */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  // A sentence's closing punctuation is not part of the link.
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))];
}
