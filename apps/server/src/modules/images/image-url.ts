/** How much of the content hash goes in the URL: enough that a guessed or stale URL never matches. */
const HASH_CHARS = 20;

/** The image's URL: id plus content hash, so it never changes meaning and may be cached for ever. */
export function imageUrl(clubSlug: string, image: { id: number; sha256: string }): string {
  return `/${clubSlug}/d/api/images/${image.id}-${image.sha256.slice(0, HASH_CHARS)}`;
}

/** The id and hash of an image file name (`<id>-<hash>`); null when it has another shape. */
export function parseImageFileName(name: string): { id: number; hash: string } | null {
  const match = new RegExp(`^(\\d{1,15})-([0-9a-f]{${HASH_CHARS}})$`).exec(name);
  return match ? { id: Number(match[1]), hash: match[2]! } : null;
}
