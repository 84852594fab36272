import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import { AVATAR_MAX_BYTES } from '../../../shared/constants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiGet, createMember, readProfile } from '../analysis/crunch-testing';
import { TEST_ORIGIN } from '../auth/testing';
import { removeAvatar, uploadAvatar } from './account-testing';
import { hugePng, jpegWithGps, smallPng } from './test-images';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-avatar-'));
  t = await createTestApp({ DATA_DIR: dataDir, DISABLE_RATE_LIMITS: 'true' });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const fileOf = (url: string) => path.join(dataDir, url.replace(/^\/uploads\//, 'uploads/'));
const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error;

describe('POST /api/account/avatar', () => {
  it('stores a re-encoded WebP under {userId}/{random}.webp and serves it safely', async () => {
    const member = await createMember(t.app, t.database.db);
    const res = await uploadAvatar(t.app, member.cookie, await smallPng());
    expect(res.statusCode).toBe(200);
    const url = (res.json() as { profile_picture_url: string }).profile_picture_url;
    expect(url).toMatch(new RegExp(`^/uploads/${member.userId}/[A-Za-z0-9_-]{24}\\.webp$`));
    expect((await readProfile(t.database.db, member.userId)).profilePictureUrl).toBe(url);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    // The session answers the picture, which the header and user menu show.
    const session = await apiGet(t.app, '/api/session', member.cookie);
    expect((session.json() as { profile: { profile_picture_url: string } }).profile).toMatchObject({
      profile_picture_url: url,
    });
  });

  it('removes EXIF with the GPS position from the stored image', async () => {
    const member = await createMember(t.app, t.database.db);
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(original.includes(Buffer.from('CanaryCam 9000'))).toBe(true);
    expect(before.exif!.includes(Buffer.from('GPS')) || before.exif!.length > 100).toBe(true);

    const res = await uploadAvatar(t.app, member.cookie, original, {
      filename: 'holiday.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    const url = (res.json() as { profile_picture_url: string }).profile_picture_url;
    const stored = await fs.readFile(fileOf(url));
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(stored.includes(Buffer.from('CanaryCam'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('refuses files by content, not by name or declared type, with the spec messages', async () => {
    const member = await createMember(t.app, t.database.db);
    const php = Buffer.from('<?php echo shell_exec($_GET["cmd"]); ?>\n');
    const asPng = await uploadAvatar(t.app, member.cookie, php, { filename: 'me.png' });
    expect(asPng.statusCode).toBe(415);
    expect(errorOf(asPng).message).toBe(ACCOUNT_MESSAGES.fileType);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const asSvg = await uploadAvatar(t.app, member.cookie, svg, {
      filename: 'me.svg',
      type: 'image/svg+xml',
    });
    expect(asSvg.statusCode).toBe(415);
    expect(errorOf(asSvg).message).toBe(ACCOUNT_MESSAGES.fileType);

    // Valid PNG magic bytes, then garbage: sharp cannot decode it.
    const png = await smallPng();
    const corrupt = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const asCorrupt = await uploadAvatar(t.app, member.cookie, corrupt);
    expect(asCorrupt.statusCode).toBe(415);
    expect(errorOf(asCorrupt).message).toBe(ACCOUNT_MESSAGES.fileType);

    const big = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 1 - png.length)]);
    expect(big.length).toBe(AVATAR_MAX_BYTES + 1);
    const tooBig = await uploadAvatar(t.app, member.cookie, big);
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig).message).toBe(ACCOUNT_MESSAGES.fileTooLarge);

    expect((await readProfile(t.database.db, member.userId)).profilePictureUrl).toBeNull();
    expect(await exists(path.join(dataDir, 'uploads', member.userId))).toBe(false);
  });

  it('accepts a file of exactly 5 MB (trailing bytes after a valid PNG)', async () => {
    const member = await createMember(t.app, t.database.db);
    const png = await smallPng('#00aa66');
    const exact = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES - png.length)]);
    const res = await uploadAvatar(t.app, member.cookie, exact);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a 20000 x 20000 PNG before decoding it', async () => {
    const member = await createMember(t.app, t.database.db);
    const bomb = hugePng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(AVATAR_MAX_BYTES);
    const started = Date.now();
    const res = await uploadAvatar(t.app, member.cookie, bomb);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(ACCOUNT_MESSAGES.tooManyPixels);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('replaces the old file on a new upload, and removal clears both file and URL', async () => {
    const member = await createMember(t.app, t.database.db);
    const first = await uploadAvatar(t.app, member.cookie, await smallPng('#111111'));
    const firstUrl = (first.json() as { profile_picture_url: string }).profile_picture_url;
    const second = await uploadAvatar(t.app, member.cookie, await smallPng('#222222'));
    const secondUrl = (second.json() as { profile_picture_url: string }).profile_picture_url;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await exists(fileOf(firstUrl))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect(await exists(fileOf(secondUrl))).toBe(true);

    const removed = await removeAvatar(t.app, member.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ profile_picture_url: null });
    expect(await exists(fileOf(secondUrl))).toBe(false);
    expect((await readProfile(t.database.db, member.userId)).profilePictureUrl).toBeNull();
  });

  it("never lets one user remove or overwrite another user's picture", async () => {
    const alice = await createMember(t.app, t.database.db);
    const mallory = await createMember(t.app, t.database.db);
    const up = await uploadAvatar(t.app, alice.cookie, await smallPng('#abcdef'));
    const aliceUrl = (up.json() as { profile_picture_url: string }).profile_picture_url;
    const aliceBytes = await fs.readFile(fileOf(aliceUrl));

    // Removal takes no path from the client: a body naming Alice's file is ignored.
    const del = await removeAvatar(t.app, mallory.cookie, { path: aliceUrl, url: aliceUrl });
    expect(del.statusCode).toBe(200);
    // A filename aiming at Alice's folder or her exact name does not choose the stored name.
    const aliceName = aliceUrl.split('/').pop()!;
    for (const filename of [`../${alice.userId}/${aliceName}`, aliceName, aliceUrl]) {
      const res = await uploadAvatar(t.app, mallory.cookie, await smallPng('#000000'), {
        filename,
      });
      expect(res.statusCode).toBe(200);
      const url = (res.json() as { profile_picture_url: string }).profile_picture_url;
      expect(url.startsWith(`/uploads/${mallory.userId}/`)).toBe(true);
    }
    // The picture URL cannot be written through the profile either.
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: TEST_ORIGIN, cookie: mallory.cookie },
      payload: { profile_picture_url: aliceUrl },
    });
    expect(patch.statusCode).toBe(400);
    await removeAvatar(t.app, mallory.cookie);

    expect(await fs.readFile(fileOf(aliceUrl))).toEqual(aliceBytes);
    expect((await readProfile(t.database.db, alice.userId)).profilePictureUrl).toBe(aliceUrl);
  });

  it('needs a signed-in user and serves only names of its own shape', async () => {
    const res = await uploadAvatar(t.app, '', await smallPng());
    expect(res.statusCode).toBe(401);
    await fs.mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'secret.txt'), 'secret');
    for (const url of [
      '/uploads/',
      '/uploads/x',
      '/uploads/..%2Fsecret.txt',
      '/uploads/..%2F..%2Fsecret.txt/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
      '/uploads/%2E%2E/secret.txt',
      '/uploads/abc/aaaaaaaaaaaaaaaaaaaaaaaa.png',
    ]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(404);
      expect(served.body).not.toContain('secret');
    }
  });

  it('reports storage status; an unreachable S3 endpoint answers "Storage is not available"', async () => {
    const member = await createMember(t.app, t.database.db);
    const ready = await apiGet(t.app, '/api/account/storage', member.cookie);
    expect(ready.json()).toEqual({ status: 'ready' });

    // Port 9 (discard) on loopback refuses connections: the bucket cannot be reached.
    const s3 = await createTestApp({
      DATA_DIR: dataDir,
      DISABLE_RATE_LIMITS: 'true',
      S3_BUCKET: 'avatars',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    try {
      const other = await createMember(s3.app, s3.database.db);
      const status = await apiGet(s3.app, '/api/account/storage', other.cookie);
      expect(status.json()).toEqual({ status: 'unavailable' });
      const res = await uploadAvatar(s3.app, other.cookie, await smallPng());
      expect(res.statusCode).toBe(503);
      expect(errorOf(res).message).toBe(ACCOUNT_MESSAGES.storageNotAvailable);
      expect((await readProfile(s3.database.db, other.userId)).profilePictureUrl).toBeNull();
    } finally {
      await s3.close();
    }
  });
});
