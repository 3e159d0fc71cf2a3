import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { ImageStorage } from './storage';

/** The image storage the configuration asks for: the S3 bucket when S3_BUCKET is set, else `<DATA_DIR>/uploads`. */
export function createImageStorage(config: Pick<Config, 'dataDir' | 's3'>): ImageStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'uploads'));
}

/** How the start-up log names the storage (no credentials). */
export function describeImageStorage(config: Pick<Config, 'dataDir' | 's3'>): string {
  if (!config.s3) return `local folder ${path.join(config.dataDir, 'uploads')}`;
  return `S3 bucket "${config.s3.bucket}" at ${config.s3.endpoint ?? `AWS S3 (${config.s3.region})`}`;
}
