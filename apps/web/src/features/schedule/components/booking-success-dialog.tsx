import { Button, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Spec "Dialogs and widgets": the class booking success dialog. */
export function BookingSuccessDialog({ opened, firstName, onClose }: { opened: boolean; firstName: string; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Congrats ${firstName}`} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>You&apos;ve successfully reserved your slot.</Text>
        <Text>Please arrive 5–10 minutes early and don&apos;t forget your shoes and a towel.</Text>
        <Button component={Link} to="/user/classes">
          My Classes
        </Button>
      </Stack>
    </Modal>
  );
}
