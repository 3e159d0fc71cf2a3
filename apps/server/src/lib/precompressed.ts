import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';

// Bodies kept in memory (the guests' rendered pages, the sitemap's files) are
// compressed once per encoding, the first time a client asks for it, and the
// compressed bytes are kept with them: a cached answer costs no compression.

export type Encoding = 'br' | 'gzip';

/** Below this, compression saves less than the headers it adds. */
export const COMPRESS_MIN_BYTES = 1024;
// As the API's answers (app.ts): brotli 4 is as small as gzip and cheap enough per body.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** A body and the compressed copies made of it so far. */
export interface Compressible {
  body: string;
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/**
 * The encoding to send, from the client's Accept-Encoding: brotli first; null for a small body or none
 * accepted. `body` is the text or its length in bytes.
 */
export function encodingFor(request: FastifyRequest, body: string | number): Encoding | null {
  if ((typeof body === 'number' ? body : Buffer.byteLength(body)) < COMPRESS_MIN_BYTES) return null;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** The body in `encoding`, made once and kept on `item`. */
export function encodedBody(item: Compressible, encoding: Encoding): Buffer {
  item.encoded ??= {};
  item.encoded[encoding] ??= encoding === 'br' ? zlib.brotliCompressSync(item.body, BROTLI) : zlib.gzipSync(item.body);
  return item.encoded[encoding];
}
