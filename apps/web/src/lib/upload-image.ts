import { messages } from '@store/contract';
import { apiRequest } from './api-client';
import { sentence } from '#web/lib/i18n/sentences';

/**
 * POST /api/admin/uploads with the file under `file`: the URL of the stored
 * 640 px WebP variant. A plain call, not a cached endpoint: a File does not
 * belong in the app's state. Throws an ApiError with the server's sentence
 * (too large, unsupported type…). Used by the admin's product and hero-slide forms.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const result = await apiRequest<{ data: { url: string } }>('/admin/uploads', {
    method: 'POST',
    body,
    fallbackMessage: sentence('SERVER_ERROR', messages.SERVER_ERROR),
  });
  return result.data.url;
}
