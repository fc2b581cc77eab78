import type { Db } from '../../platform/db/database.js';
import type { ImageContentType } from '../../platform/db/tables/images.js';

export interface StoredImage {
  id: number;
  contentType: ImageContentType;
  sha256: string;
  bytes: Uint8Array;
}

export async function insertImage(
  db: Db,
  image: { clubId: number; contentType: ImageContentType; sha256: string; bytes: Uint8Array; createdByAccountId: number },
): Promise<number> {
  const row = await db
    .insertInto('clubImages')
    .values({ ...image, size: image.bytes.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findImage(db: Db, clubId: number, id: number): Promise<StoredImage | undefined> {
  return db.selectFrom('clubImages').select(['id', 'contentType', 'sha256', 'bytes']).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}
