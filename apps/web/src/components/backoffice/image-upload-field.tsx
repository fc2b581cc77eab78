import { Button, FileInput, Group, Image, Stack } from '@mantine/core';
import type { ImagePurpose } from '@kiai/shared';
import { useState } from 'react';
import { uploadImage } from '../../features/organization/image-upload.js';

interface ImageUploadFieldProps {
  label: string;
  /** What the image is for: the server checks the permission of changing that thing. */
  purpose: ImagePurpose;
  /** '' for none, else the URL of an uploaded image; the form saves it. */
  value: string;
  onChange: (url: string) => void;
  /** The preview's alternative text. */
  previewAlt: string;
  /** The saved form's error for the field (e.g. 'Please upload the image first.'). */
  error?: string | null;
  canEdit: boolean;
  /** Shown under the label; defaults to the types and size the server takes. */
  description?: string;
}

/**
 * A picture field of a back-office form (class type image, club logo): a preview, a file input that uploads
 * as soon as a file is chosen (the form then saves the URL), choosing again replaces it, and a remove button.
 */
export function ImageUploadField({ label, purpose, value, onChange, previewAlt, error, canEdit, description }: ImageUploadFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setUploadError(null);
    if (!chosen) return onChange('');
    setUploading(true);
    try {
      onChange(await uploadImage(chosen, purpose));
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : 'The image could not be uploaded.');
    } finally {
      setUploading(false);
    }
  };
  const remove = () => {
    setFile(null);
    setUploadError(null);
    onChange('');
  };
  return (
    <Stack gap="xs">
      {value && <Image src={value} alt={previewAlt} maw={240} radius="sm" />}
      {canEdit && (
        <Group align="flex-end" wrap="wrap">
          <FileInput
            label={label}
            description={description ?? 'PNG, JPEG or WebP, smaller than 5MB'}
            accept="image/png,image/jpeg,image/webp"
            value={file}
            disabled={uploading}
            error={uploadError ?? error}
            onChange={(chosen) => void choose(chosen)}
            miw={240}
          />
          {value && (
            <Button variant="default" onClick={remove} disabled={uploading}>
              Remove {label.toLowerCase()}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
