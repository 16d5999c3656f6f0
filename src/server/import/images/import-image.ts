import { AppError } from '../../errors';
import { storeImageWith, type UploadKind } from '../../features/uploads';
import type { ImportContext } from '../table-importer';
import { IMAGE_PROBLEMS, type LegacyImage } from './legacy-image';

/**
 * The image URL to store for an old row's image: an https link as it was; an inline image checked,
 * re-encoded and stored exactly as an upload is (storeImageWith), its files staged until the import
 * commits; anything else reported and null (the default image). `example` names the row in the report.
 */
export async function importImage(
  ctx: Pick<ImportContext, 'report' | 'uploads'>,
  image: LegacyImage,
  kind: UploadKind,
  example: string,
): Promise<string | null> {
  if (image.kind === 'none') return null;
  if (image.kind === 'link') return image.url;
  if (image.kind === 'unusable') {
    ctx.report.problem(image.problem, example);
    return null;
  }
  try {
    const stored = await storeImageWith((path, bytes) => ctx.uploads.save(path, bytes), image.bytes, kind);
    return stored.url;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    ctx.report.problem(IMAGE_PROBLEMS.notAnImage, example);
    return null;
  }
}
