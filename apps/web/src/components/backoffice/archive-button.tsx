import { Button } from '@mantine/core';
import { useState } from 'react';
import { toastDanger } from '../../lib/toast.js';

/** Archive (or bring back) a record: rows others point at are archived, never deleted. */
export function ArchiveButton({ archived, onArchive }: { archived: boolean; onArchive: (archived: boolean) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onArchive(!archived);
    } catch (error) {
      toastDanger(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void run()}>
      {archived ? 'Restore' : 'Archive'}
    </Button>
  );
}
