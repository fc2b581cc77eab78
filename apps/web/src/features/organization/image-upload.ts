import { FORM_MESSAGES, MAX_UPLOAD_BYTES, type ImagePurpose, type ImageUploadResponse } from '@kiai/shared';
import { restRequest } from '../../lib/rest-client.js';

/**
 * Uploads an image for a purpose (the server checks the type by its bytes, the size and the permission) and
 * answers its URL. A file of 5MB or more is refused here already, with the spec's message.
 */
export async function uploadImage(file: File, purpose: ImagePurpose): Promise<string> {
  if (file.size >= MAX_UPLOAD_BYTES) throw new Error(FORM_MESSAGES.fileTooLarge);
  const { url } = await restRequest<ImageUploadResponse>(`/api/images/?for=${purpose}`, { method: 'POST', file });
  return url;
}
