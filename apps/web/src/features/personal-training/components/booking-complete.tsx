import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Spec "Dialogs and widgets": the appointment success screen. */
export function BookingComplete() {
  return (
    <Stack gap="md" align="flex-start">
      <Text size="lg">Your appointment has been successfully booked...</Text>
      <Button component={Link} to="/user/appointments">
        My Appointments
      </Button>
    </Stack>
  );
}
