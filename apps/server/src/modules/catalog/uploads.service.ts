import type { ErrorCode } from '@store/contract';
import { AppError, badRequest } from '#server/lib/app-error';
import { ImageError, storeProductImage, type ImageErrorReason } from '#server/lib/images';
import { StorageUnavailableError, type ImageStorage } from '#server/storage/storage';

// Product image uploads: the bytes decide what a file is (lib/images.ts), never its name or type.

/** The largest upload taken, in megabytes. */
export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

const IMAGE_ERROR_CODES: Record<ImageErrorReason, ErrorCode> = {
  unsupported_format: 'IMAGE_UNSUPPORTED',
  too_large: 'IMAGE_TOO_MANY_PIXELS',
  unreadable: 'IMAGE_UNREADABLE',
};

export const fileTooLarge = () => new AppError('IMAGE_FILE_TOO_LARGE', 413, { params: { mb: MAX_UPLOAD_MB } });

/** The storage is down or refuses the store's credentials: 503, the driver's detail in the log (docs/decisions/017). */
export const storageUnavailable = (cause: StorageUnavailableError) =>
  new AppError('IMAGE_STORAGE_UNAVAILABLE', 503, { cause });

/** Stores an uploaded image as WebP variants; the URL of the 640 px one. 400 for anything but JPEG, PNG or WebP. */
export async function storeUploadedImage(storage: ImageStorage, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badRequest('IMAGE_REQUIRED');
  if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
  try {
    return await storeProductImage(storage, bytes);
  } catch (error) {
    if (error instanceof ImageError) throw badRequest(IMAGE_ERROR_CODES[error.reason]);
    if (error instanceof StorageUnavailableError) throw storageUnavailable(error);
    throw error;
  }
}
