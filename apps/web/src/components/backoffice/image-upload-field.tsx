import '@mantine/core/styles/Image.css';
import { Button, FileInput, Group, Image, Stack } from '@mantine/core';
import type { ImagePurpose } from '@kiai/shared';
import { uploadImage } from '../../features/organization/image-upload.js';
import { useFileUpload } from './use-file-upload.js';

interface ImageUploadFieldProps {
  purpose: ImagePurpose;
  /** 'Image', 'Photo': the input's label; the remove button says 'Remove image' */
  label: string;
  /** the current image's URL, '' for none */
  url: string;
  alt: string;
  editable: boolean;
  /** a message of the form or the server for this field */
  error?: string | null | undefined;
  /** the uploaded image's URL, or '' when removed */
  onChange: (url: string) => void | Promise<void>;
  /** the preview's box: the picture is cropped to it, so nothing moves when it loads */
  width: number;
  height: number;
  /** shown under the label; defaults to the types and size the server takes */
  description?: string;
  /** 'contain' shows all of a picture whose shape varies (a logo); 'cover' fills the box (a photo) */
  fit?: 'cover' | 'contain';
}

/**
 * A picture field of a back-office form (class type image, club logo, trainer photo): a picture uploaded as soon as it is chosen (the server checks type, size and permission);
 * the owner saves the URL it answers. Staff who may not change it see the picture only.
 */
export function ImageUploadField({ purpose, label, url, alt, editable, error, onChange, width, height, description, fit = 'cover' }: ImageUploadFieldProps) {
  const { uploading, error: uploadError, choose } = useFileUpload((file: File) => uploadImage(file, purpose), onChange, 'The image could not be uploaded.');
  return (
    <Stack gap="xs" align="flex-start">
      {url && <Image src={url} alt={alt} width={width} height={height} w={width} h={height} fit={fit} radius="sm" />}
      {editable && (
        <Group align="flex-end" gap="sm">
          <FileInput
            label={label}
            description={description ?? 'PNG, JPEG or WebP, smaller than 5MB'}
            accept="image/png,image/jpeg,image/webp"
            // Always empty: the preview shows what is kept, and the same file may be chosen again.
            value={null}
            disabled={uploading}
            error={uploadError ?? error}
            onChange={(file) => void choose(file)}
          />
          {url && (
            <Button variant="default" disabled={uploading} onClick={() => void onChange('')}>
              Remove {label.toLowerCase()}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
