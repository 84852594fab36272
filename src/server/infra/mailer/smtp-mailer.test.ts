import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outboxEmails } from '../../db/schema/outbox';
import { signUp, signUpBody } from '../../features/auth/testing';
import { SmtpMailer } from './smtp-mailer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, inbox };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links in a raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('SMTP delivery', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      DISABLE_RATE_LIMITS: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'DateCrunch <no-reply@datecrunch.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('sends the confirmation e-mail through SMTP_URL instead of the outbox', async () => {
    const body = signUpBody();
    const res = await signUp(t.app, body);
    expect(res.statusCode).toBe(200);
    await expect.poll(() => smtp.inbox.some((m) => m.to.includes(body.email))).toBe(true);
    const message = smtp.inbox.find((m) => m.to.includes(body.email))!;
    expect(message.from).toBe('no-reply@datecrunch.test');
    const decoded = decodeQuotedPrintable(message.raw);
    expect(decoded).toContain('Subject: Confirm your e-mail for DateCrunch');
    expect(decoded).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+/);
    expect(await t.database.db.select().from(outboxEmails)).toHaveLength(0);
  });

  it('reports a failure when the server cannot be reached', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'x@datecrunch.test');
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
    await mailer.close();
  });
});
