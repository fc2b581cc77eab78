import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { parseImageFileName } from './image-url.js';
import { findImage, type StoredImage } from './image.repository.js';

export const IMAGE_NOT_FOUND = 'This image does not exist.';
/** A form pointed at a URL that is not one of the club's uploads (or none was uploaded yet). */
export const UPLOAD_AN_IMAGE = 'Please upload the image first.';

/**
 * An image by its file name (`<id>-<hash>`). Images are public like the pages that show them; the hash in the
 * name must match, so ids cannot be walked through.
 */
export async function findImageByFileName(app: AppContext, club: Club, fileName: string): Promise<StoredImage> {
  const name = parseImageFileName(fileName);
  const image = name ? await findImage(app.db, club.id, name.id) : undefined;
  if (!image || !name || !image.sha256.startsWith(name.hash)) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
  return image;
}

/** Whether the URL is one of this club's uploaded images (what a form may point at). */
export async function isClubImageUrl(db: AppContext['db'], club: Club, url: string): Promise<boolean> {
  const prefix = `/${club.slug}/d/api/images/`;
  const name = url.startsWith(prefix) ? parseImageFileName(url.slice(prefix.length)) : null;
  const image = name ? await findImage(db, club.id, name.id) : undefined;
  return image !== undefined && name !== null && image.sha256.startsWith(name.hash);
}

/** Refuses the form's field unless it is '' (no image) or one of this club's uploaded images. */
export async function assertClubImageUrlOrNone(db: AppContext['db'], club: Club, field: string, url: string): Promise<void> {
  if (url !== '' && !(await isClubImageUrl(db, club, url))) throw new AppError('VALIDATION_FAILED', UPLOAD_AN_IMAGE, { fields: { [field]: UPLOAD_AN_IMAGE } });
}
