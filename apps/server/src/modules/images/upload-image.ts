import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES, IMAGE_PURPOSES, FORM_MESSAGES, IMAGE_TYPE_NOT_ALLOWED, type ImagePurpose } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { IMAGE_PURPOSE_PERMISSIONS } from './image-purposes.js';
import { imageUrl } from './image-url.js';
import { insertImage } from './image.repository.js';
import { detectImageType } from './image-type.js';

export function isImagePurpose(value: unknown): value is ImagePurpose {
  return typeof value === 'string' && (IMAGE_PURPOSES as readonly string[]).includes(value);
}

/**
 * Staff upload an image for something they may change (the purpose names it, and its permission). The bytes
 * must be a PNG, JPEG or WebP by their first bytes and smaller than 5MB; the answer is the image's URL.
 */
export async function uploadImage(app: AppContext, club: Club, actor: Actor | null, input: { purpose: ImagePurpose; bytes: Uint8Array }): Promise<{ url: string }> {
  const staff = requirePermission(actor, IMAGE_PURPOSE_PERMISSIONS[input.purpose]);
  if (input.bytes.length >= MAX_UPLOAD_BYTES) throw new AppError('VALIDATION_FAILED', FORM_MESSAGES.fileTooLarge);
  const contentType = detectImageType(input.bytes);
  if (!contentType) throw new AppError('VALIDATION_FAILED', IMAGE_TYPE_NOT_ALLOWED);
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const id = await app.db.transaction().execute((trx) =>
    insertImage(trx, { clubId: club.id, contentType, sha256, bytes: input.bytes, createdByAccountId: staff.accountId }),
  );
  return { url: imageUrl(club.slug, { id, sha256 }) };
}
