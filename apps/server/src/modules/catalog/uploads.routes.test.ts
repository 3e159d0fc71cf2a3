import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl, messageIn, messages } from '@store/contract'
import { suiteTestApp, suiteUser } from '#server-test/suite';

// POST /api/admin/uploads: product images, checked by their content (issue "Catalogue").

let customerCookie: string;
let png: Buffer;

function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----store-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `cookie` null: a guest. */
const upload = (file: { filename?: string; type?: string; data: Buffer | string }, cookie: string | null = admin.cookie) => {
  const { payload, headers } = multipart([{ name: 'image', ...file }]);
  return t.call('POST', '/api/admin/uploads', { payload, headers, ...(cookie ? { cookie } : {}) });
};

const t = suiteTestApp();
const admin = suiteUser(t, { role: 'admin' });

beforeAll(async () => {
  const customer = await t.createUser();
  customerCookie = await t.loginAs(customer.email);
  png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
});

describe('POST /api/admin/uploads', () => {
  it('stores a PNG as three WebP widths and answers 201 with the 640 URL, served with an immutable cache', async () => {
    const res = await upload({ filename: 'laptop.png', type: 'image/png', data: png });
    expect(res.status).toBe(201);
    const url = (res.body.data as { url: string }).url;
    expect(res.body).toEqual({ success: true, data: { url } });
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f]{16}-640\.webp$/);

    for (const width of [320, 640, 1280]) {
      const variant = imageVariantUrl(url, width);
      expect(existsSync(path.join(t.dataDir, ...variant.split('/').filter(Boolean)))).toBe(true);
    }
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640 });
  });

  it('takes JPEG and WebP too, whatever the file is called', async () => {
    const jpeg = await sharp(png).jpeg().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    expect((await upload({ filename: 'photo', type: 'application/octet-stream', data: jpeg })).status).toBe(201);
    expect((await upload({ filename: 'photo.gif', data: webp })).status).toBe(201);
  });

  it('refuses a text file named photo.png with 400', async () => {
    const res = await upload({ filename: 'photo.png', type: 'image/png', data: 'just some text, not an image' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, params: {}, code: 'IMAGE_UNSUPPORTED', message: messages.IMAGE_UNSUPPORTED });
  });

  it('refuses an SVG with 400', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const res = await upload({ filename: 'logo.png', type: 'image/png', data: svg });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.IMAGE_UNSUPPORTED);
  });

  it('refuses a broken image with 400', async () => {
    const res = await upload({ filename: 'cut.png', type: 'image/png', data: png.subarray(0, Math.floor(png.length / 2)) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.IMAGE_UNREADABLE);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 7);
    const res = await upload({ filename: 'huge.png', type: 'image/png', data: big });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, params: { mb: 5 }, code: 'IMAGE_FILE_TOO_LARGE', message: messageIn('en', 'IMAGE_FILE_TOO_LARGE', { mb: 5 }) });
    expect(res.body.message).toBe('The image is too large: at most 5 MB');
  });

  it('asks for a file when there is none, or when the body is not multipart', async () => {
    const { payload, headers } = multipart([{ name: 'note', data: 'no file here' }]);
    const noFile = await t.call('POST', '/api/admin/uploads', { cookie: admin.cookie, payload, headers });
    expect(noFile.status).toBe(400);
    expect(noFile.body).toEqual({ success: false, params: {}, code: 'IMAGE_REQUIRED', message: messages.IMAGE_REQUIRED });

    const json = await t.call('POST', '/api/admin/uploads', { cookie: admin.cookie, payload: { image: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(messages.IMAGE_REQUIRED);
  });

  it('refuses a customer with 403 and a guest with 401', async () => {
    const customer = await upload({ filename: 'a.png', type: 'image/png', data: png }, customerCookie);
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ success: false, params: {}, code: 'ADMIN_ONLY', message: messages.ADMIN_ONLY });
    const guest = await upload({ filename: 'a.png', type: 'image/png', data: png }, null);
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ success: false, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN, params: {} });
  });
});
