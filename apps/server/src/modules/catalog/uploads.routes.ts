import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadResponseSchema } from '@store/contract';
import { badRequest } from '#server/lib/app-error';
import { requireAdmin } from '#server/plugins/auth';
import type { ImageStorage } from '#server/storage/storage';
import { fileTooLarge, MAX_UPLOAD_BYTES, storeUploadedImage } from './uploads.service';

export interface UploadRoutesOptions {
  storage: ImageStorage;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * POST /api/admin/uploads: one image file (multipart, any field name) up to
 * 5 MB; answers 201 with the URL to save on a product. Multipart is parsed in
 * this scope only: every other call takes JSON.
 */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, { storage }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 1024 },
  });
  // Before the body is read: a guest or a customer never gets to upload anything.
  app.addHook('onRequest', requireAdmin);

  app.post('/', { schema: { response: { 201: uploadResponseSchema } } }, async (request, reply) => {
    let bytes: Buffer;
    try {
      const file = await request.file();
      if (!file) throw badRequest('IMAGE_REQUIRED');
      bytes = await file.toBuffer();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
      if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('IMAGE_REQUIRED');
      // The multipart parser's own errors ("Boundary not found", "Unexpected end of multipart data")
      // carry no status: a broken upload is the client's, not a server error.
      if (statusOf(error) === undefined) throw badRequest('IMAGE_UNREADABLE');
      throw error;
    }
    const url = await storeUploadedImage(storage, bytes);
    return reply.code(201).send({ success: true as const, data: { url } });
  });
};
