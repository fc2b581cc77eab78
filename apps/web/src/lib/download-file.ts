import { apiClient } from './api/browser-client.js';
import { fetchFile } from './api/fetch-file.js';

/** Saves a file of the club API as a download, handed to the browser through a temporary object URL. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await fetchFile(apiClient.fetchRaw, path);
  saveBlob(blob, filename ?? fallbackName);
}

/** Hands a file made in the page (an .ics the API answered as text) to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start reading the file before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
