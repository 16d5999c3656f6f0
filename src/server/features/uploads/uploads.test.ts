import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallImageUrl } from '../../../domain/image-variants';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin, signInCustomer, TEST_ADMIN_ENV } from '../../testing/test-users';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

/** A multipart/form-data body with one file part. */
function multipart(bytes: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  bytes: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
  options: { cookies?: Record<string, string>; url?: string; field?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/admin/uploads',
    cookies: 'cookies' in options ? options.cookies : admin,
    ...multipart(bytes, filename, contentType, options.field),
  });

const solidImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 60 } } });

describe('POST /api/admin/uploads', () => {
  it('re-encodes a real PNG as WebP, served from the returned URL', async () => {
    const png = await solidImage(640, 480).png().toBuffer();
    const response = await upload(png);
    expect(response.statusCode).toBe(201);
    const { url, width, height } = response.json();
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{64}\.webp$/);
    expect({ width, height }).toEqual({ width: 640, height: 480 });

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('fits big pictures inside 1200×1200, turns them upright, strips metadata, and files them by kind', async () => {
    // 3000×1000 stored sideways (EXIF orientation 6 = rotate 90° clockwise to view).
    const jpeg = await solidImage(3000, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await upload(jpeg, 'IMG_0001.JPG', 'image/jpeg', {
      url: '/api/admin/uploads?kind=product',
    });
    expect(response.statusCode).toBe(201);
    const { url, width, height } = response.json();
    expect(url).toMatch(/^\/uploads\/images\/product\/[0-9a-f]{64}\.webp$/);
    expect({ width, height }).toEqual({ width: 400, height: 1200 });
    const meta = await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Its small copy is upright too, and no bigger than the large one.
    const small = await t.app.inject({ method: 'GET', url: smallImageUrl(url)! });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 400, height: 1200 });
  });

  it('stores a 400 px wide copy beside the large one, under the same hash, for the shop cards', async () => {
    const jpeg = await solidImage(2400, 1600).jpeg().toBuffer();
    const response = await upload(jpeg, 'rice.jpg', 'image/jpeg', { url: '/api/admin/uploads?kind=product' });
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect({ width: response.json().width, height: response.json().height }).toEqual({
      width: 1200,
      height: 800,
    });
    const small = url.replace(/\.webp$/, '-400w.webp');
    expect(smallImageUrl(url)).toBe(small);
    const served = await t.app.inject({ method: 'GET', url: small });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 267,
    });
    const large = await t.app.inject({ method: 'GET', url });
    expect(served.rawPayload.length).toBeLessThan(large.rawPayload.length);
  });

  it('makes the small copy from the uploaded picture itself, encoded once, not from the large WebP', async () => {
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: { r: 200, g: 120, b: 40 },
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const { url } = (await upload(photo, 'photo.jpg', 'image/jpeg')).json();
    const small = await t.app.inject({ method: 'GET', url: smallImageUrl(url)! });
    const encodedOnce = await sharp(photo).resize(400).webp({ quality: 75 }).toBuffer();
    expect(small.rawPayload.equals(encodedOnce)).toBe(true);
  });

  it('never enlarges a small picture for its small copy', async () => {
    const { url } = (await upload(await solidImage(300, 200).png().toBuffer())).json();
    const small = await t.app.inject({ method: 'GET', url: smallImageUrl(url)! });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('accepts WebP and GIF too, whatever the file is called', async () => {
    const gif = await solidImage(50, 50).gif().toBuffer();
    const webp = await solidImage(60, 40).webp().toBuffer();
    expect((await upload(gif, 'file.bin', 'application/octet-stream')).statusCode).toBe(201);
    expect((await upload(webp, 'x.png', 'image/png')).json()).toMatchObject({ width: 60, height: 40 });
  });

  it('refuses a text file that claims to be a PNG, and an SVG', async () => {
    const fake = await upload(Buffer.from('this is not an image at all, just text'), 'cat.png', 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)',
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await upload(svg, 'logo.png', 'image/png')).statusCode).toBe(415);
    const truncated = (await solidImage(200, 200).png().toBuffer()).subarray(0, 100);
    expect((await upload(truncated, 'half.png', 'image/png')).statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with 413 and a clear message', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 7);
    const response = await upload(big, 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(
      'The image is too large. Please choose an image of at most 5 MB.',
    );
  });

  it('accepts a real image of almost 5 MB', async () => {
    // Random noise does not compress: a 1100×1100 raw RGB image as PNG is about 3.6 MB.
    const noise = Buffer.alloc(1100 * 1100 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1100, height: 1100, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(1024 * 1024);
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    expect((await upload(png)).statusCode).toBe(201);
  });

  it('asks for a file when there is none, or it is in another field, or the body is JSON', async () => {
    const png = await solidImage(10, 10).png().toBuffer();
    expect((await upload(png, 'a.png', 'image/png', { field: 'image' })).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      cookies: admin,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe('Please choose an image file to upload');
  });

  it('is for admins only', async () => {
    const png = await solidImage(10, 10).png().toBuffer();
    expect((await upload(png, 'a.png', 'image/png', { cookies: undefined })).statusCode).toBe(401);
    const customer = await signInCustomer(t);
    expect((await upload(png, 'a.png', 'image/png', { cookies: customer.cookies })).statusCode).toBe(403);
  });
});

describe('GET /uploads/ (issue 20: a restored or hand-placed file is never a page of the shop)', () => {
  it('serves pictures with their own content type, never sniffed, and nothing else', async () => {
    const folder = join(t.config.dataDir, 'uploads', 'products');
    mkdirSync(folder, { recursive: true });
    const page = '<!doctype html><script>fetch("/api/admin/customers")</script>';
    const files: Record<string, string | Buffer> = {
      'evil.html': page,
      'evil.htm': page,
      'evil.js': 'alert(document.cookie)',
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'notes.txt': page,
      'no-extension': page,
      'page.webp': page,
      'real.webp': await solidImage(8, 8).webp().toBuffer(),
      'real.png': await solidImage(8, 8).png().toBuffer(),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
    const get = (name: string) => t.app.inject({ method: 'GET', url: `/uploads/products/${name}` });

    for (const name of ['evil.html', 'evil.htm', 'evil.js', 'logo.svg', 'notes.txt', 'no-extension']) {
      const response = await get(name);
      expect(response.statusCode, name).toBe(404);
      expect(response.body, name).not.toContain('<script>');
    }
    for (const [name, type] of [
      ['real.webp', 'image/webp'],
      ['real.png', 'image/png'],
      // Bytes of a page under a picture's name: sent as the picture it claims to be, which a
      // browser told not to sniff never runs.
      ['page.webp', 'image/webp'],
    ]) {
      const response = await get(name!);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toBe(type);
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
    }
  });
});
