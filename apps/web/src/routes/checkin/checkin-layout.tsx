import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { RequireStaff } from '../../features/session/require-staff.js';
import { canOpenCheckin } from '../../features/session/staff-access.js';

/**
 * The self check-in kiosk (ui-notes "Kiosk"): a tablet at the door, so the whole screen, no portal top bar,
 * high contrast and large type. Staff open it; members only use it.
 */
export default function CheckinLayout() {
  return (
    <Box component="main" mih="100vh" py={48} bg="black" c="white" fz="xl">
      <Container size="md">
        <RequireStaff area="The self check-in screen" allowed={canOpenCheckin}>
          <Outlet />
        </RequireStaff>
      </Container>
    </Box>
  );
}
