import { Button, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { downloadFile } from '../lib/download-file.js';
import { toastDanger } from '../lib/toast.js';

/** Downloads a file of the club API with the session's token (an invoice PDF, a CSV, a document) and saves it. */
export function DownloadButton({ path, fileName, children, ...button }: { path: string; fileName: string; children: ReactNode } & ButtonProps) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadFile(path, fileName)
      .catch((error: unknown) => toastDanger(`The file could not be downloaded: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => setDownloading(false));
  };
  return (
    <Button variant="light" {...button} loading={downloading} onClick={download}>
      {children}
    </Button>
  );
}
