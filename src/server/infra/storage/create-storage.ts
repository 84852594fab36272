import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

/**
 * S3-compatible storage when S3_BUCKET is set, otherwise files under DATA_DIR/uploads. The AWS
 * SDK is loaded only when it is used: it is large, and most installs keep files on disk.
 */
export async function createStorage(config: Config, log: FastifyBaseLogger): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage(
      {
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        publicUrl: config.S3_PUBLIC_URL,
      },
      log,
    );
  }
  return new LocalStorage(config.DATA_DIR);
}
