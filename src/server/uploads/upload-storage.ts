import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { uploadContentType } from './upload-image-types';

/**
 * Uploaded images live on disk under DATA_DIR/uploads and are served at /uploads/: only pictures
 * (./upload-image-types.ts), each with its own content type, never sniffed (nosniff is on every
 * response: security-headers.ts); any other file there is not found.
 * Names are content-derived and never reused, so they are cached for a year.
 * This module is the one seam an S3-compatible store would replace.
 */
export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsRoot(dataDir: string): string {
  return resolve(dataDir, 'uploads');
}

/** Stores bytes at a relative path (e.g. 'products/ab12.webp') and returns its public URL. */
export async function saveUpload(dataDir: string, relativePath: string, bytes: Uint8Array): Promise<string> {
  if (relativePath.includes('..') || relativePath.startsWith('/'))
    throw new Error(`unsafe upload path: ${relativePath}`);
  const target = join(uploadsRoot(dataDir), relativePath);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, bytes);
  return UPLOADS_URL_PREFIX + relativePath;
}

export async function registerUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  await mkdir(uploadsRoot(dataDir), { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsRoot(dataDir),
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: (path) => uploadContentType(path) !== null,
    contentType: false,
    setHeaders(reply, path) {
      reply.header('content-type', uploadContentType(path)!);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
