import { Button, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AddToCalendarButton } from './add-to-calendar-button.js';
import { CancelUntil } from './cancel-until.js';

interface BookingSuccessDialogProps {
  opened: boolean;
  firstName: string;
  /** until when the booking can be cancelled with the credit back */
  cancelBefore: string;
  /** the booking just made: "Add to calendar" downloads its class */
  attendanceId: string | null;
  onClose: () => void;
}

/** Spec "Dialogs and widgets": the class booking success dialog, with until when it can be cancelled with the credit back. */
export function BookingSuccessDialog({ opened, firstName, cancelBefore, attendanceId, onClose }: BookingSuccessDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Congrats ${firstName}`} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>You&apos;ve successfully reserved your slot.</Text>
        <Text>Please arrive 5–10 minutes early and don&apos;t forget your shoes and a towel.</Text>
        <CancelUntil cancelBefore={cancelBefore} />
        {attendanceId && <AddToCalendarButton attendanceId={attendanceId} />}
        <Button component={Link} to="/user/classes">
          My Classes
        </Button>
      </Stack>
    </Modal>
  );
}
