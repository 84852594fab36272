import { FREE_ANALYSIS_LIMIT, PRODUCT_NAME } from '../../../shared/constants';
import type { MailMessage } from '../../infra/mailer/mailer';

/** The account e-mails. Plain text first (every client shows it), with a simple HTML twin. */

interface Recipient {
  email: string;
  firstName?: string | null;
}

function greeting(to: Recipient): string {
  return to.firstName ? `Hi ${to.firstName},` : 'Hi,';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(
  to: Recipient,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
  supportEmail?: string,
): MailMessage {
  const footer = supportEmail
    ? `Questions? Write to ${supportEmail}.\n\nThe ${PRODUCT_NAME} team`
    : `The ${PRODUCT_NAME} team`;
  const textParts = [greeting(to), ...paragraphs];
  if (link) textParts.push(`${link.label}:\n${link.url}`);
  textParts.push(footer);
  const htmlParts = [greeting(to), ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link) {
    htmlParts.push(`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`);
  }
  htmlParts.push(`<p>${escapeHtml(footer).replace(/\n/g, '<br>')}</p>`);
  return { to: to.email, subject, text: textParts.join('\n\n'), html: htmlParts.join('\n') };
}

export function verificationEmail(to: Recipient, url: string, supportEmail: string): MailMessage {
  return compose(
    to,
    `Confirm your e-mail for ${PRODUCT_NAME}`,
    [
      `Thanks for signing up for ${PRODUCT_NAME}. Open the link below to confirm your e-mail address; it signs you in and takes you to your first steps.`,
      'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail and no account will be activated.',
    ],
    { url, label: 'Confirm my e-mail' },
    supportEmail,
  );
}

export function existingAccountEmail(
  to: Recipient,
  signInUrl: string,
  resetUrl: string,
  supportEmail: string,
): MailMessage {
  return compose(
    to,
    `You already have a ${PRODUCT_NAME} account`,
    [
      `Someone, probably you, tried to create a ${PRODUCT_NAME} account with this e-mail address. You already have one, so no second account was made.`,
      `Sign in at ${signInUrl}. Forgot your password? Choose a new one at ${resetUrl}.`,
      'If this was not you, you can ignore this e-mail: nothing has changed on your account.',
    ],
    undefined,
    supportEmail,
  );
}

export function resetPasswordEmail(to: Recipient, url: string, supportEmail: string): MailMessage {
  return compose(
    to,
    `Reset your ${PRODUCT_NAME} password`,
    [
      'We received a request to reset the password of your account. Open the link below to choose a new one. Resetting signs you out on every other device.',
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
    supportEmail,
  );
}

export function welcomeEmail(to: Recipient, analyzeUrl: string, supportEmail: string): MailMessage {
  return compose(
    to,
    `Welcome to ${PRODUCT_NAME}`,
    [
      `Your e-mail is confirmed and your ${PRODUCT_NAME} account is ready.`,
      `Write how a date went, in your own words, and get an honest analysis back: a score, what went well, red flags if there were any, and tips for next time. Your first ${FREE_ANALYSIS_LIMIT} analyses are free.`,
    ],
    { url: analyzeUrl, label: 'Crunch my first date' },
    supportEmail,
  );
}
