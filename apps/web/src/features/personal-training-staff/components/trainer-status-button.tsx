import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import type { TrainerCalendarFieldsFragment } from '../trainers.generated.js';
import { useUpdateTrainer } from '../use-trainer-writes.js';

/** Retires an active trainer (after a confirmation) or brings a retired one back. */
export function TrainerStatusButton({ trainer }: { trainer: TrainerCalendarFieldsFragment }) {
  const update = useUpdateTrainer();
  const setActive = (active: boolean) =>
    update.mutateAsync({ input: { id: trainer.id, active } }).then(
      () => toastSuccess(active ? 'Trainer reactivated' : 'Trainer retired'),
      (error: Error) => toastDanger(error.message),
    );
  if (!trainer.active) return <Button onClick={() => void setActive(true)}>Reactivate trainer</Button>;
  return (
    <Button
      variant="outline"
      color="red"
      onClick={() =>
        modals.openConfirmModal({
          title: `Retire ${trainer.fullName}?`,
          children: 'Members can no longer book them. Booked appointments stay, and so do the working hours, for when they come back.',
          labels: { confirm: 'Retire trainer', cancel: 'Go back' },
          confirmProps: { color: 'red' },
          closeButtonProps: { 'aria-label': 'Close' },
          onConfirm: () => void setActive(false),
        })
      }
    >
      Retire trainer
    </Button>
  );
}
