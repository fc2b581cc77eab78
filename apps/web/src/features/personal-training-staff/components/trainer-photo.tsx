import { Stack, Text } from '@mantine/core';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { ImageUploadField } from '../../../components/backoffice/image-upload-field.js';
import type { TrainerCalendarFieldsFragment } from '../trainers.generated.js';
import { useUpdateTrainer } from '../use-trainer-writes.js';

/** The trainer's photo, shown to members when they choose a trainer: saved as soon as it is uploaded or removed. */
export function TrainerPhoto({ trainer, editable }: { trainer: TrainerCalendarFieldsFragment; editable: boolean }) {
  const update = useUpdateTrainer();
  const save = async (url: string) => {
    try {
      await update.mutateAsync({ input: { id: trainer.id, urlImageThumbnail: url } });
      toastSuccess(url ? 'Photo saved' : 'Photo removed');
    } catch (error) {
      toastDanger(error instanceof Error ? error.message : 'The photo could not be saved.');
    }
  };
  return (
    <Stack gap="md">
      {!trainer.urlImageThumbnail && <Text>No photo yet: members see the trainer's initials.</Text>}
      <ImageUploadField
        purpose="trainer"
        label="Photo"
        url={trainer.urlImageThumbnail}
        alt={`Photo of ${trainer.fullName}`}
        editable={editable}
        onChange={save}
        width={128}
        height={128}
      />
    </Stack>
  );
}
