import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { UPLOADS_URL_PREFIX, uploadsRoot } from '../uploads/upload-storage';

/**
 * Images the import stores, written first to a staging folder in DATA_DIR and moved into the
 * uploads folder only after the import's transaction commits: a dry run, a failure or a rollback
 * removes them, so no file is left that no row names (and no row names a missing file).
 */
export class StagedUploads {
  private readonly staging: string;
  private readonly staged: string[] = [];

  constructor(private readonly dataDir: string) {
    this.staging = join(dataDir, `import-staging-${process.pid}-${randomBytes(4).toString('hex')}`);
  }

  /** Stages bytes for a relative path (e.g. 'products/ab12.webp'); returns the URL it will have. */
  async save(relativePath: string, bytes: Uint8Array): Promise<string> {
    if (relativePath.includes('..') || relativePath.startsWith('/'))
      throw new Error(`unsafe upload path: ${relativePath}`);
    const target = join(this.staging, relativePath);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
    this.staged.push(relativePath);
    return UPLOADS_URL_PREFIX + relativePath;
  }

  get count(): number {
    return this.staged.length;
  }

  /** After the commit: moves every staged file into the uploads folder (same disk: a rename). */
  async commit(): Promise<void> {
    for (const relativePath of this.staged) {
      const target = join(uploadsRoot(this.dataDir), relativePath);
      await mkdir(dirname(target), { recursive: true });
      await rename(join(this.staging, relativePath), target);
    }
    await this.discard();
  }

  /** A dry run or a rollback: the staged files go. */
  async discard(): Promise<void> {
    this.staged.length = 0;
    await rm(this.staging, { recursive: true, force: true });
  }
}
