import { AVATAR_MAX_AGE_S } from '../../../shared/account';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import {
  assertOwnerId,
  assertStorageKey,
  keyAfterBase,
  StorageUnavailableError,
  UPLOADS_PATH,
  type Storage,
} from './storage';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Where the bucket is readable by browsers; without it our server serves the objects. */
  publicUrl?: string | undefined;
}

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * Any S3-compatible service (AWS, MinIO, R2, ...). Path-style addressing works with all of them.
 * Every failure other than "no such key" means the storage cannot be used right now.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly publicBase: string;

  constructor(
    private readonly settings: S3Settings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: Boolean(settings.endpoint),
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3000, requestTimeout: 10_000 },
    });
    this.publicBase = (settings.publicUrl ?? UPLOADS_PATH).replace(/\/$/, '');
  }

  private async send<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      this.log.warn({ err, what }, 'S3 storage request failed');
      throw new StorageUnavailableError(`S3 ${what} failed`, { cause: err });
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.send('put', () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Names are never reused, but a deleted picture must disappear from caches quickly:
          // a short max-age instead of an hour.
          CacheControl: `public, max-age=${AVATAR_MAX_AGE_S}`,
        }),
      ),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertStorageKey(key);
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      if (!res.Body) return null;
      return Buffer.from(await res.Body.transformToByteArray());
    } catch (err) {
      if (statusOf(err) === 404) return null;
      this.log.warn({ err }, 'S3 storage read failed');
      throw new StorageUnavailableError('S3 get failed', { cause: err });
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    await this.send('remove', () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })),
    );
  }

  async removeOwner(ownerId: string): Promise<void> {
    assertOwnerId(ownerId);
    for (;;) {
      const listed = await this.send('list', () =>
        this.client.send(
          new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: `${ownerId}/` }),
        ),
      );
      const keys = (listed.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length === 0) return;
      await this.send('remove many', () =>
        this.client.send(
          new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys } }),
        ),
      );
      if (!listed.IsTruncated) return;
    }
  }

  publicUrl(key: string): string {
    assertStorageKey(key);
    return `${this.publicBase}/${key}`;
  }

  keyFromUrl(url: string): string | null {
    return keyAfterBase(url, this.publicBase);
  }

  async check(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
      return true;
    } catch (err) {
      this.log.warn({ err }, 'S3 bucket check failed');
      return false;
    }
  }
}
