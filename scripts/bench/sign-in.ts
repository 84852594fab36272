import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Target } from './harness';

/**
 * The sign-in scenario: a real account confirmed through a real e-mail (caught by an SMTP
 * server on loopback), then POST /api/auth/sign-in/email, which verifies the argon2id hash and
 * writes a session row on every request.
 */

export interface MailCatcher {
  smtpUrl: string;
  linkTo(email: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    async linkTo(email) {
      for (let i = 0; i < 100; i++) {
        const raw = received.find((m) => m.includes(email));
        // Undo quoted-printable soft breaks and escapes before reading the link.
        const text = raw
          ?.replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
        const link = text?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w.-]+/)?.[0];
        if (link) return link;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no confirmation e-mail for ${email}`);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function signInTarget(
  appUrl: string,
  publicUrl: string,
  mail: MailCatcher,
): Promise<Target> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Bench-Passphrase-2026';
  const origin = new URL(publicUrl).origin;
  const headers = { 'content-type': 'application/json', origin };
  const signUp = await fetch(`${appUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'User',
      email,
      password,
      dateOfBirth: '1990-01-01',
    }),
  });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const link = new URL(await mail.linkTo(email));
  const verified = await fetch(`${appUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
  if (verified.status >= 400) throw new Error(`bench confirmation failed: ${verified.status}`);
  return {
    url: `${appUrl}/api/auth/sign-in/email`,
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  };
}
