import { RestRequestError } from './errors.js';

/**
 * A file of the club API (`path` under `/<club>/d`, like `/api/finance/invoices/<id>/pdf/`), fetched with the
 * session's token (a plain link cannot send it): its bytes and the name from `Content-Disposition`. A refused
 * answer rejects with its `error` text.
 */
export async function fetchFile(fetchRaw: (path: string) => Promise<Response>, path: string): Promise<{ blob: Blob; filename: string | null }> {
  const response = await fetchRaw(path);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new RestRequestError(typeof body?.error === 'string' ? body.error : `Request failed with status ${response.status}`, response.status);
  }
  const filename = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), filename };
}
