import { randomBytes } from 'node:crypto';
import type { MailCatcher } from './sign-in';

/**
 * The enumeration scenario: for every account endpoint, requests for a registered address and
 * for an unknown one, alternated one at a time, and their median times side by side. The two
 * must not tell the addresses apart (target: medians within 20%). E-mail goes to a real SMTP
 * server on loopback, the slow path an attacker would time.
 */

const PASSWORD = 'Bench-Passphrase-2026';

async function signUpAccount(appUrl: string, origin: string, confirm: boolean, mail: MailCatcher) {
  const email = `enum-${randomBytes(4).toString('hex')}@example.com`;
  const res = await fetch(`${appUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      firstName: 'Enum',
      lastName: 'Bench',
      email,
      password: PASSWORD,
      dateOfBirth: '1990-01-01',
    }),
  });
  if (!res.ok) throw new Error(`enumeration bench sign-up failed: ${res.status}`);
  if (confirm) {
    const link = new URL(await mail.linkTo(email));
    await fetch(`${appUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
  }
  return email;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function runEnumerationBench(
  appUrl: string,
  origin: string,
  mail: MailCatcher,
  samples: number,
): Promise<void> {
  const confirmed = await signUpAccount(appUrl, origin, true, mail);
  const unconfirmed = await signUpAccount(appUrl, origin, false, mail);
  const unknown = () => `nobody-${randomBytes(5).toString('hex')}@example.com`;
  const scenarios: Array<{
    name: string;
    path: string;
    known: string;
    body(email: string): object;
  }> = [
    {
      name: 'sign-in (wrong password)',
      path: '/api/auth/sign-in/email',
      known: confirmed,
      body: (email) => ({ email, password: 'Wrong-Passphrase-1' }),
    },
    {
      name: 'sign-up',
      path: '/api/auth/sign-up/email',
      known: confirmed,
      body: (email) => ({
        firstName: 'Enum',
        lastName: 'Bench',
        email,
        password: PASSWORD,
        dateOfBirth: '1990-01-01',
      }),
    },
    {
      name: 'request-password-reset',
      path: '/api/auth/request-password-reset',
      known: confirmed,
      body: (email) => ({ email, redirectTo: '/reset-password' }),
    },
    {
      name: 'send-verification-email',
      path: '/api/auth/send-verification-email',
      known: unconfirmed,
      body: (email) => ({ email }),
    },
  ];

  console.log(
    `\nAccount enumeration by timing: ${samples} sequential requests per side, medians (target: within 20%)\n`,
  );
  console.log(
    `${'endpoint'.padEnd(28)}${'known (ms)'.padStart(12)}${'unknown (ms)'.padStart(14)}${'difference'.padStart(12)}  status known/unknown`,
  );
  for (const scenario of scenarios) {
    const times = { known: [] as number[], unknown: [] as number[] };
    const statuses = { known: new Set<number>(), unknown: new Set<number>() };
    for (let i = 0; i < samples; i++) {
      for (const side of ['known', 'unknown'] as const) {
        const email = side === 'known' ? scenario.known : unknown();
        const started = performance.now();
        const res = await fetch(`${appUrl}${scenario.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify(scenario.body(email)),
        });
        await res.arrayBuffer();
        times[side].push(performance.now() - started);
        statuses[side].add(res.status);
      }
    }
    const known = median(times.known);
    const unknownMs = median(times.unknown);
    const difference = Math.abs(known - unknownMs) / Math.max(known, unknownMs);
    console.log(
      `${scenario.name.padEnd(28)}${known.toFixed(1).padStart(12)}${unknownMs.toFixed(1).padStart(14)}${`${(difference * 100).toFixed(1)}%`.padStart(12)}  ${[...statuses.known].join(',')}/${[...statuses.unknown].join(',')}`,
    );
  }
}
