/** Image uploads (class type pictures, trainer photos, the club logo): what the server takes. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export const IMAGE_TYPE_NOT_ALLOWED = 'Please upload a PNG, JPEG or WebP image.';

/** What an image is uploaded for; each takes the permission of changing that thing (see the server's image-purposes.ts). */
export const IMAGE_PURPOSES = ['classtype', 'logo', 'trainer'] as const;

export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** The club logo's square box in the headers, in CSS pixels (the picture fits inside, keeping its shape). */
export const CLUB_LOGO_SIZE = 32;
