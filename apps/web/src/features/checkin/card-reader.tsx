import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface CardReaderProps {
  /** A member card's number, read by the camera (QR code) or typed by a USB key-fob reader. */
  onKeyNumber(keyNumber: string): void;
}

/** A fob reader types a whole number in well under this; a longer pause starts a new number. */
const KEY_GAP_MS = 1_000;
const KEY_CHARACTER = /^[0-9A-Za-z-]$/;

/**
 * Reads member cards on the kiosk's location page. A USB key-fob reader acts as a keyboard: it types the
 * number and Enter, captured anywhere on the page while no text field has the focus, with no visible input. The
 * "Scan your card" button opens the tablet's camera and decodes QR codes (the portal's member card).
 */
export function CardReader({ onKeyNumber }: CardReaderProps) {
  const [scanning, setScanning] = useState(false);
  const handler = useRef(onKeyNumber);
  handler.current = onKeyNumber;
  // Stable, so a re-render while a fob types does not drop the keys typed so far.
  const fobNumber = useCallback((keyNumber: string) => handler.current(keyNumber), []);
  useFobReader(fobNumber, !scanning);

  return (
    <>
      <Button size="xl" h={80} fz={28} color="yellow.4" c="black" onClick={() => setScanning(true)} style={{ alignSelf: 'flex-start' }}>
        Scan your card
      </Button>
      <Modal opened={scanning} onClose={() => setScanning(false)} title="Hold your member card's QR code up to the camera" size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        {scanning && (
          <CameraScanner
            onCode={(code) => {
              setScanning(false);
              handler.current(code);
            }}
            onCancel={() => setScanning(false)}
          />
        )}
      </Modal>
    </>
  );
}

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/** Collects the keys a fob reader types and answers the number at Enter. */
function useFobReader(onNumber: (keyNumber: string) => void, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let buffer = '';
    let last = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typingInField(event.target)) return;
      const now = event.timeStamp;
      if (now - last > KEY_GAP_MS) buffer = '';
      last = now;
      if (event.key === 'Enter') {
        if (buffer !== '') {
          event.preventDefault();
          onNumber(buffer);
        }
        buffer = '';
      } else if (KEY_CHARACTER.test(event.key)) {
        buffer += event.key;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onNumber, active]);
}

/**
 * The camera's picture with a QR decoder on it. @zxing/browser is imported when the camera opens, so it
 * never weighs on a page's first load; the camera stops as soon as a code is read or the dialog closes.
 */
function CameraScanner({ onCode, onCancel }: { onCode(code: string): void; onCancel(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    void (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (stopped || !video.current) return;
        const controls = await new BrowserQRCodeReader().decodeFromConstraints({ video: { facingMode: 'user' } }, video.current, (result, _error, scanner) => {
          if (!result || stopped) return;
          stopped = true;
          scanner.stop();
          onCodeRef.current(result.getText().trim());
        });
        if (stopped) controls.stop();
        else stop = () => controls.stop();
      } catch {
        if (!stopped) setProblem('The camera could not be started. Please check in by name, or see the desk.');
      }
    })();
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  return (
    <Stack>
      {problem ? (
        <Alert color="red">{problem}</Alert>
      ) : (
        <>
          <video ref={video} muted playsInline style={{ width: '100%', background: '#000' }} aria-label="Camera" />
          <Text>Looking for a QR code…</Text>
        </>
      )}
      <Button size="xl" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </Stack>
  );
}
