import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { storageUnavailable } from '../modules/catalog/uploads.service';
import { isStorageKey, StorageUnavailableError, type ImageStorage } from '../storage/storage';
import type { AppInstance } from './types';

// /uploads/<key>: the product and slide images the storage driver holds
// (docs/decisions/017). The URLs are the same whichever driver stores them, so
// moving the files from the local folder into a bucket changes no saved URL.

/** Stored images get a new name when they change, so their URLs can be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The local folder: files served by @fastify/static (no listing; it refuses `..`). */
async function serveFolder(app: AppInstance, root: string) {
  mkdirSync(root, { recursive: true });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      // Files appear at run time, so look each one up rather than listing them at start.
      wildcard: true,
      index: false,
      list: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
      },
    });
  });
}

const bareEtag = (tag: string) => tag.trim().replace(/^W\//, '');

/** The ETag list of an If-None-Match header holds `etag` (weak or strong, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === '*' || bareEtag(tag) === bareEtag(etag));
}

/**
 * Any other driver (the S3 bucket): the object read through the driver and
 * sent with the headers the local folder sends. A key the storage could never
 * hold, or does not hold, is the same 404 as every unknown path.
 */
function serveFromStorage(app: AppInstance, storage: ImageStorage) {
  const handler = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const key = request.params['*'];
    if (!isStorageKey(key)) return reply.callNotFound();
    let image;
    try {
      image = await storage.get(key);
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw storageUnavailable(error);
      throw error;
    }
    if (!image) return reply.callNotFound();
    reply.header('cache-control', IMMUTABLE);
    if (image.lastModified) reply.header('last-modified', image.lastModified.toUTCString());
    if (image.etag) {
      reply.header('etag', image.etag);
      if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
    }
    return reply.type(image.contentType).send(image.data);
  };
  app.get('/uploads/*', handler);
}

export async function registerUploads(app: AppInstance, storage: ImageStorage) {
  if (storage.localDir) await serveFolder(app, storage.localDir);
  else serveFromStorage(app, storage);
}
