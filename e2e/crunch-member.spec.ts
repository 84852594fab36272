import type { Page } from '@playwright/test';
import { createConfirmedAccount } from './auth-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';

const DATES = [
  'We met for tacos downtown. He was funny, asked about my work and listened, and he was kind to the waiter.',
  'Coffee with Sam at the park cafe. We talked about hiking and books for two hours and laughed a lot.',
  'Dinner with Alex was nice. She asked thoughtful questions and walked me to the station afterwards.',
  'We went bowling. He was on time, friendly to everyone and texted the next morning to say thanks.',
  'A picnic by the lake with Jo. We shared our favourite music and planned a second date at a concert.',
];

async function crunch(page: Page, text: string) {
  await page.getByRole('textbox').fill(text);
  await page.getByRole('button', { name: 'Crunch My Date!' }).click();
  await expect(page.getByRole('button', { name: 'Crunching Date...' })).toBeVisible();
}

test('a free member crunches five dates, then hits the free limit', async ({ page }) => {
  test.setTimeout(120_000);
  await createConfirmedAccount(page, { acceptTerms: true });
  await page.goto('/analyze');
  await expect(page.getByText('Date history: 0/5 total free entries')).toBeVisible();
  await expect(page.getByText('Sign in to save your results.')).toHaveCount(0);

  for (let i = 1; i <= 5; i++) {
    await crunch(page, DATES[i - 1]!);
    await expect(page.getByRole('heading', { name: 'DateCrunch Results' })).toBeVisible();
    await expect(page.getByText('Date Crunched', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your analysis is saved in your date history.', { exact: true }),
    ).toBeVisible();

    // Header: level and skill level; the limit badge only at 5 of 5.
    const header = page.getByTestId('level-header');
    await expect(header).toContainText(`Level ${i === 5 ? 2 : 1}`);
    await expect(header).toContainText(i === 5 ? 'Intermediate' : 'Beginner');
    await expect(header.getByText('History limit reached')).toHaveCount(i === 5 ? 1 : 0);
    await expect(header.getByText('Level up!')).toHaveCount(i === 5 ? 1 : 0);

    // The takeaway and one next step lead the page.
    await expect(page.getByTestId('takeaway')).not.toBeEmpty();
    await expect(page.getByTestId('next-step')).toContainText('Next step:');

    // Overall rating: stars = round(score / 100 × 5), n/100, and the band in words about how the
    // date went (decision record 0107: the spec's "Effectiveness" read as a verdict on the user).
    const scoreText = (await page.getByTestId('score').textContent()) ?? '';
    const score = Number(scoreText.split('/')[0]);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    await expect(
      page.getByRole('img', { name: `${Math.round((score / 100) * 5)} out of 5 stars` }),
    ).toBeVisible();
    const band =
      score >= 85
        ? 'Went very well'
        : score >= 70
          ? 'Went well'
          : score >= 55
            ? 'Mixed'
            : score >= 40
              ? 'Went badly'
              : 'Went very badly';
    await expect(page.getByTestId('effectiveness-badge')).toHaveText(band);
    const compatibility = page.getByRole('meter', { name: 'Compatibility' });
    await expect(compatibility).toHaveAttribute(
      'aria-valuenow',
      (await page.getByTestId('compatibility').textContent())!.replace('%', ''),
    );

    // The details fold; open them.
    await expect(page.getByRole('heading', { name: 'Your Dating Journey' })).toBeHidden();
    await page.getByText('The details: flags, your text, tone and progress').click();

    // The text as shown, without the screen-reader notes that follow each flagged quote.
    await expect
      .poll(() =>
        page.getByTestId('date-text').evaluate((el) => {
          const copy = el.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('.sr-only').forEach((n) => n.remove());
          return copy.textContent;
        }),
      )
      .toBe(DATES[i - 1]);
    await expect(page.getByRole('heading', { name: 'Your Dating Journey' })).toBeVisible();
    await expect(page.getByTestId('journey-progress')).toHaveText(`${i} / ${i < 5 ? 5 : 10}`);

    const percents = await Promise.all(
      ['positive', 'neutral', 'negative'].map(async (k) =>
        Number((await page.getByTestId(`sentiment-${k}`).textContent())!.replace('%', '')),
      ),
    );
    expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
    // These dates carry no red flag: the red flags section is absent.
    await expect(page.getByRole('heading', { name: /Red Flags/ })).toHaveCount(0);
    await expect(page.getByTestId('recommendation')).not.toBeEmpty();
    await expect(
      page.getByRole('heading', { name: 'Personalized Tips' }).locator('..').getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(page.getByTestId('premium-teaser')).toBeVisible();

    // Actions for a signed-in free member.
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View Date History' })).toBeVisible();
    await expect(page.getByTestId('free-entries')).toHaveText(
      `Date history: ${i}/5 total free entries`,
    );
    await expect(page.getByRole('button', { name: 'Upgrade for Unlimited Analyses' })).toHaveCount(
      i === 5 ? 1 : 0,
    );
    if (i === 1 || i === 5) await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Crunch Another Date' }).click();
    await expect(page.getByRole('textbox')).toHaveValue('');
  }

  await crunch(page, 'A sixth date: we cooked pasta together and watched an old film after.');
  await expect(page.getByText('Free Limit Reached', { exact: true })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: 'DateCrunch Results' })).toHaveCount(0);
  const plans = dialog.getByRole('link', { name: 'See Premium plans' });
  await expect(plans).toHaveAttribute('href', '/pricing?cycle=monthly');
  await dialog.getByRole('radio', { name: /Annual/ }).click();
  await expect(plans).toHaveAttribute('href', '/pricing?cycle=annual');
  await expect(dialog).toContainText('$76.99');
  await expectNoA11yViolations(page);
});
