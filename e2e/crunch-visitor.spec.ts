import { CHECKIN_PROMPT } from '../src/shared/constants';
import { expect, expectNoA11yViolations, test } from './fixtures';

const DATE =
  'We met for tacos downtown. He was funny, asked about my work and listened, and he was kind to the waiter. We laughed a lot and he texted the next day.';

test.use({ locale: 'en-US' });

const GOOD_DATE =
  'Dinner with Maya at the little Thai place. She asked about my sister and remembered her name from our chat, and we laughed all evening. Honestly I felt seen for the first time in ages. She texted later to check I got home.';

const DANGER =
  'The dinner started fine but later in the car he grabbed my arm hard and would not let me leave when I asked to go home.';

test.describe('a visitor crunches a date', () => {
  test('writes a date, sees the animation, then the results with Create Free Account', async ({
    page,
  }) => {
    await page.goto('/analyze');
    await expect(page.getByRole('heading', { name: 'How was your date?' })).toBeVisible();
    await expect(page.getByText('Sign in to save your results.')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Keep your dates, see your patterns' }),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    const box = page.getByRole('textbox');
    const submit = page.getByRole('button', { name: 'Crunch My Date!' });
    await expect(page.getByText('Keep typing...')).toBeVisible();
    await expect(submit).toBeDisabled();
    await box.fill('   short    ');
    await expect(submit).toBeDisabled();
    await box.fill(DATE);
    await expect(page.getByText('Ready!')).toBeVisible();
    await expect(page.getByTestId('char-count')).toHaveText(`${DATE.length} / 10,000 characters`);
    await expect(box).toHaveAttribute('maxlength', '10000');

    const started = Date.now();
    await submit.click();
    await expect(page.getByRole('button', { name: 'Crunching Date...' })).toBeDisabled();
    await expect(page.getByText('Crunching Your Date', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'DateCrunch Results' })).toBeVisible();
    // DECISIONS: the loading animation lasts at least 2 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    await expect(page.getByText('Date Crunched', { exact: true })).toBeVisible();

    await expect(page.getByTestId('score')).toHaveText(/^\d{1,3}\/100$/);
    await expect(page.getByRole('img', { name: /out of 5 stars/ })).toBeVisible();
    await expect(page.getByTestId('effectiveness-badge')).toHaveText(
      /^(Went (very )?(well|badly)|Mixed)$/,
    );
    await expect(page.getByRole('meter', { name: 'Compatibility' })).toBeVisible();
    await expect(page.getByTestId('takeaway')).toBeVisible();
    await page.getByText('The details: flags, your text, tone and progress').click();
    await expect(page.getByTestId('date-text')).toContainText('We met for tacos downtown.');
    await expect(page.getByRole('heading', { name: 'Green Flags' })).toBeVisible();
    await expect(page.locator('mark[data-polarity="green"]').first()).toBeVisible();
    await expect(page.getByTestId('premium-teaser')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(page.getByRole('link', { name: 'View Date History' })).toHaveCount(0);
    await expect(page.getByTestId('free-entries')).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Crunch Another Date' }).click();
    await expect(page.getByRole('textbox')).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'How was your date?' })).toBeVisible();
  });

  test('a danger narrative gets the calm safety page: no score, no upsell, steps and help', async ({
    page,
  }) => {
    await page.goto('/new');
    await page.getByRole('textbox').fill(DANGER);
    await page.getByRole('button', { name: 'Crunch My Date!' }).click();
    const panel = page.getByTestId('safety-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Your safety comes first' })).toBeVisible();
    await expect(panel).toContainText(/not your fault/);
    await expect(page.getByRole('heading', { name: 'What happened, in your words' })).toBeVisible();
    await expect(page.getByText('he grabbed my arm hard', { exact: false }).first()).toBeVisible();
    const steps = page.getByRole('heading', { name: 'What you can do now' }).locator('..');
    for (const step of ['Do not reply', 'block them', 'Keep the messages', 'Tell one person'])
      await expect(steps).toContainText(step);
    // No dating advice: nothing about a second date, rereading or how to reply.
    await expect(steps).not.toContainText(/second date|reread|before you reply|when you reply/i);
    // The browser's locale is en-US here: the country's services are named.
    await expect(page.getByTestId('help-resources')).toContainText('911');
    await expect(page.getByTestId('help-resources')).toContainText('emergency');
    // Nothing that scores or sells.
    for (const id of [
      'score',
      'effectiveness-badge',
      'compatibility',
      'level-header',
      'premium-teaser',
    ])
      await expect(page.getByTestId(id)).toHaveCount(0);
    await expect(page.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your Dating Journey' })).toHaveCount(0);
    await expect(page.getByText(/Premium|Upgrade|Create Free Account/)).toHaveCount(0);
    await expectNoA11yViolations(page);

    // The quick exit is reachable from the keyboard and leaves at once, replacing this page.
    await page.route('https://www.bbc.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Weather</p>' }),
    );
    const exit = page.getByRole('button', { name: 'Quick exit' });
    await page.getByRole('heading', { name: 'DateCrunch Results' }).focus();
    await page.keyboard.press('Tab');
    await expect(exit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/bbc\.com\/weather/);
  });

  test('a good date leads with the takeaway and a next step; the details fold', async ({
    page,
  }) => {
    await page.goto('/new');
    await page.getByRole('textbox').fill(GOOD_DATE);
    await page.getByRole('button', { name: 'Crunch My Date!' }).click();
    await expect(page.getByRole('heading', { name: 'The takeaway' })).toBeVisible();
    await expect(page.getByTestId('takeaway')).toContainText('felt seen');
    await expect(page.getByTestId('next-step')).toContainText('Next step:');
    await expect(page.getByTestId('safety-panel')).toHaveCount(0);
    const details = page.getByText('The details: flags, your text, tone and progress');
    await expect(page.getByRole('heading', { name: /Green Flags/ })).toBeHidden();
    await details.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /Green Flags/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Dating Journey' })).toBeVisible();
    await expect(page.getByText(/Score trend/)).toBeVisible();
    await expect(page.getByText(/Improvement/)).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('type=checkin and shared pre-fill the text; type=date focuses it', async ({ page }) => {
    await page.goto('/analyze?type=checkin');
    await expect(page.getByRole('textbox')).toHaveValue(CHECKIN_PROMPT);
    await expect(page.getByRole('button', { name: 'Crunch My Date!' })).toBeEnabled();

    const shared = 'Shared from my notes: we went bowling & she won, twice! 🎳';
    await page.goto(`/analyze?shared=${encodeURIComponent(shared)}`);
    await expect(page.getByRole('textbox')).toHaveValue(shared);

    await page.goto('/analyze?type=date');
    await expect(page.getByRole('textbox')).toBeFocused();
  });
});
