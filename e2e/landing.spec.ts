import { expect, expectNoA11yViolations, test } from './fixtures';

test.describe('landing page', () => {
  test('renders the hero, its buttons and every section', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Date with Intelligence' }),
    ).toBeVisible();
    await expect(
      page.getByText('Reflect on your dating life and build better connections', { exact: true }),
    ).toBeVisible();
    const hero = page.getByRole('region', { name: 'Date with Intelligence' });
    await expect(hero.getByRole('link', { name: 'Crunch My Date' })).toHaveAttribute(
      'href',
      '/analyze',
    );
    await expect(hero.getByRole('link', { name: 'Try the matching demo' })).toHaveAttribute(
      'href',
      '/date-connect',
    );
    await expect(hero.getByRole('link', { name: 'Learn About Features' })).toHaveAttribute(
      'href',
      '/features',
    );
    await expect(hero.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/sign-in');
    await expect(hero.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    await expect(hero.getByText('No credit card • 5 free insights • Cancel anytime')).toBeVisible();

    // The hero video is ours, looping, muted, with a poster frame.
    const video = hero.locator('video');
    await expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
    expect(await video.evaluate((v: HTMLVideoElement) => v.loop && v.muted)).toBe(true);

    for (const step of ['Share Your Experience', 'AI Deep Analysis', 'Personalized Insights']) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    for (const card of [
      'Compatibility Scoring',
      'Red Flag Detection',
      'Progress Tracking',
      'Personalized Tips',
      'Community Insights',
      'Smart Conversations',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }
    const cta = page.getByRole('region', { name: 'Ready to understand your dates better?' });
    await expect(cta.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(cta.getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(
      cta.getByText('No credit card required • 5 free analyses • Cancel anytime'),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('loads nothing from another origin', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol.startsWith('http')) {
        foreign.push(request.url());
      }
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });

  test('shows only the poster when reduced motion is requested', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('img[src="/media/hero-poster.webp"]')).toHaveCount(1);
  });

  test('the footer carries its groups, social links and the support address', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const group of ['Main', 'Resources', 'Community', 'Legal']) {
      await expect(footer.getByRole('navigation', { name: group })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /Instagram/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'support@datecrunch.app' })).toHaveAttribute(
      'href',
      'mailto:support@datecrunch.app',
    );
  });
});

test.describe('navigation', () => {
  test('links lead where the spec says', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn About Features' }).click();
    await expect(page).toHaveURL('/features');
    await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
    // The features page hides the header.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Mobile Experience' })).toBeVisible();
    await expect(page.getByText('Available Soon On')).toHaveCount(2);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('/about shows the same features page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  });

  test('an unknown path lands on /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Date with Intelligence' }),
    ).toBeVisible();
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL('/features');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer opens, holds the menu and navigates', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign up' })).toBeVisible();
    for (const name of ['Crunch Date', 'Home', 'Date History', 'About']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page);
    await drawer.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
