import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox';
import type { Mailer, MailMessage } from './mailer';

/**
 * The embedded default: every message is stored in `outbox_emails` (read at /dev/mailbox) and
 * printed to the log. Outside production the body is printed too, so a developer can follow the
 * confirmation link from the terminal.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly options: { logBodies: boolean },
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(outboxEmails).values({
      to: message.to,
      from: this.from,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
    });
    const entry = { to: message.to, subject: message.subject };
    if (this.options.logBodies) {
      this.log.info({ email: { ...entry, text: message.text } }, 'e-mail stored in the outbox');
    } else {
      this.log.info({ email: entry }, 'e-mail stored in the outbox');
    }
  }

  async close(): Promise<void> {}
}
