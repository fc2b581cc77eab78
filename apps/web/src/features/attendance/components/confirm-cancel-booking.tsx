import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** How the desk cancels a booking: inside the window (the credit back), a late cancel, or late with the credit returned anyway. */
export type DeskCancel = 'IN_WINDOW' | 'LATE' | 'LATE_CREDIT_RETURNED';

interface Options {
  name: string;
  /** after the cancel window: the member's own rule makes it a late cancel */
  late: boolean;
  /** schedule.attendance.credit.return: a manager may return a late cancel's credit anyway */
  mayReturnCredit: boolean;
  onConfirm: (how: DeskCancel) => void;
}

/** The desk's confirmation of a cancel, saying which rule applies: the credit back inside the window, kept after it. */
export function confirmCancelBooking({ name, late, mayReturnCredit, onConfirm }: Options): void {
  // The checkbox lives in the modal: its choice is read when the cancel is confirmed.
  let returnCredit = false;
  modals.openConfirmModal({
    title: late ? `Record a late cancel for ${name}?` : `Cancel the booking of ${name}?`,
    children: late ? (
      <Stack gap="sm">
        <Text size="sm">The cancel window has closed. Their spot is freed, but the credit is not returned and it counts as a late cancel.</Text>
        {mayReturnCredit && (
          <Checkbox label="Return the credit anyway (not counted as a late cancel)" onChange={(event) => (returnCredit = event.currentTarget.checked)} />
        )}
      </Stack>
    ) : (
      <Text size="sm">The cancel window is still open. The class goes back to their pass.</Text>
    ),
    labels: { confirm: 'Proceed', cancel: 'Go back' },
    closeButtonProps: { 'aria-label': 'Close' },
    onConfirm: () => onConfirm(!late ? 'IN_WINDOW' : returnCredit ? 'LATE_CREDIT_RETURNED' : 'LATE'),
  });
}
