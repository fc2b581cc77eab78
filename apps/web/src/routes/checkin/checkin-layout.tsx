import { Box, Container } from '@mantine/core';
import './kiosk-buttons.css';
import { Outlet, useLocation } from 'react-router';
import { useKioskServiceWorker } from '../../features/checkin/offline/kiosk-service-worker.js';
import { OfflineStatusBar } from '../../features/checkin/offline/offline-status-bar.js';
import { PairingForm } from '../../features/checkin/pairing-form.js';
import { useIdleReturn } from '../../features/checkin/use-idle-return.js';
import { useKioskPaired } from '../../features/checkin/use-kiosk.js';

/**
 * The self check-in kiosk (ui-notes "Kiosk"): a tablet at the door, so the whole screen, no portal top bar,
 * high contrast and large type. Until staff pair the tablet it shows the pairing form; paired, it runs on the
 * device's own session, apart from any portal sign-in in the same browser.
 */
export default function CheckinLayout() {
  const paired = useKioskPaired();
  useKioskServiceWorker();
  const { pathname } = useLocation();
  useIdleReturn('/checkin', paired && !/\/checkin\/?$/.test(pathname));
  return (
    <Box component="main" className="kiai-kiosk" mih="100vh" py={48} bg="black" c="white" fz="xl">
      <Container size="md">
        <OfflineStatusBar />
        {paired ? <Outlet /> : <PairingForm />}
      </Container>
    </Box>
  );
}
