import type { ColumnType, Generated } from 'kysely';

export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface ClubImagesTable {
  id: Generated<number>;
  clubId: number;
  contentType: ImageContentType;
  /** hex SHA-256 of the bytes */
  sha256: string;
  size: number;
  bytes: Uint8Array;
  createdByAccountId: number | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
}
