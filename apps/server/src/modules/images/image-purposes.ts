import type { ImagePurpose, Permission } from '@kiai/shared';

/** Uploading an image for something takes the permission of changing that thing. */
export const IMAGE_PURPOSE_PERMISSIONS: Record<ImagePurpose, Permission> = {
  classtype: 'organization.edit',
  logo: 'settings.edit',
  trainer: 'appointments.edit',
};
