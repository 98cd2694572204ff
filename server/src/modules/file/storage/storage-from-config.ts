import type { Config } from '../../../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

/** The storage FILE_STORAGE names (config.ts has checked that S3's settings are there). */
export function fileStorageFromConfig(config: Config): FileStorage {
  if (config.FILE_STORAGE === 's3') {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET ?? '',
      accessKeyId: config.S3_ACCESS_KEY ?? '',
      secretAccessKey: config.S3_SECRET_KEY ?? '',
    });
  }
  return createLocalStorage(config.FILE_STORAGE_DIR);
}
