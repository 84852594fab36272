import { AVATAR_MAX_BYTES } from '../src/shared/constants';
import { createConfirmedAccount } from './auth-helpers';
import { pngOf } from './account-helpers';
import { expect, test } from './fixtures';

test('an uploaded avatar shows in the header; disguised, oversized and SVG files are refused', async ({
  page,
}) => {
  await createConfirmedAccount(page, { acceptTerms: true });
  await page.goto('/settings');
  const file = page.getByLabel('Choose a profile picture');
  const header = page.locator('header');
  const toast = (text: string) => page.getByText(text, { exact: true });

  // A PHP script renamed .png: the browser calls it image/png, the server reads its bytes.
  await file.setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<?php system($_GET["c"]); ?>'),
  });
  await expect(page.getByText('Upload failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('File must be an image (JPEG, PNG, GIF, or WEBP)', { exact: true }),
  ).toBeVisible();

  const png = await pngOf('#d94f70');
  await file.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 1 - png.length)]),
  });
  await expect(page.getByText('File size must be less than 5MB', { exact: true })).toBeVisible();

  await file.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'),
  });
  await expect(
    page.getByText('File must be an image (JPEG, PNG, GIF, or WEBP)', { exact: true }),
  ).toBeVisible();
  await expect(header.locator('img[src^="/uploads/"]')).toHaveCount(0);

  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(toast('Profile picture updated')).toBeVisible();
  const headerImage = header.locator('img[src^="/uploads/"]');
  await expect(headerImage).toHaveCount(1);
  const src = await headerImage.getAttribute('src');
  expect(src).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]{24}\.webp$/);
  // The browser really loaded it.
  await expect
    .poll(() => headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
    'src',
    src!,
  );

  await page.reload();
  await expect(header.locator(`img[src="${src}"]`)).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(toast('Profile picture removed')).toBeVisible();
  await expect(header.locator('img[src^="/uploads/"]')).toHaveCount(0);
  expect((await page.request.get(src!)).status()).toBe(404);
});
