import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** Shared steps of the account journeys. Everything goes through the real server and mailbox. */

export const PASSWORD = 'Plum-Tree-At-Midnight-7';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** The newest link in the dev mailbox for `to` whose e-mail subject contains `subject`. */
export async function mailboxLink(
  request: APIRequestContext,
  to: string,
  subject: string,
  linkPart: string,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/mailbox');
      const body = (await res.json()) as {
        messages: Array<{ to: string; subject: string; links: string[] }>;
      };
      const message = body.messages.find((m) => m.to === to && m.subject.includes(subject));
      found = message?.links.find((l) => l.includes(linkPart));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/**
 * A confirmed account, made through the API (the sign-up journey tests the form itself). The
 * confirmation link is opened in `page`, which leaves that page signed in.
 */
export async function createConfirmedAccount(
  page: Page,
  options: { acceptTerms: boolean },
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: {
      firstName: 'Jordan',
      lastName: 'Lee',
      email,
      password: PASSWORD,
      dateOfBirth: '1990-03-14',
    },
  });
  expect(res.status()).toBe(200);
  const { termsTicket } = (await res.json()) as { termsTicket: string };
  if (options.acceptTerms) {
    const accepted = await page.request.post('/api/terms/pending', {
      headers: { origin },
      data: { ticket: termsTicket },
    });
    expect(accepted.status()).toBe(200);
  }
  const link = await mailboxLink(page.request, email, 'Confirm', '/verify-email');
  await page.goto(link);
  return { email, password: PASSWORD };
}

/**
 * Paths the page has been at, SPA navigations included. The analysis page is built in another
 * issue: until its route exists, /analyze falls through to / (unknown paths go home), so the
 * journeys assert that the app went to /analyze rather than that it stayed there.
 */
export function trackPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

export async function expectWentToAnalyze(page: Page, paths: string[]): Promise<void> {
  await expect.poll(() => paths).toContain('/analyze');
  await expect(page).toHaveURL(/\/analyze$/);
  await expect(page.getByRole('heading', { name: 'How was your date?' })).toBeVisible();
}
