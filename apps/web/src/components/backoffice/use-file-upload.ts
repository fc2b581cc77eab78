import { useState } from 'react';

/**
 * A file field that uploads as soon as a file is chosen: `choose` uploads it and hands the answer on; `uploading`
 * while it travels, and `error` with the server's (or the browser's size check's) words when it is refused.
 */
export function useFileUpload<T>(upload: (file: File) => Promise<T>, onUploaded: (result: T) => void | Promise<void>, failure: string) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      await onUploaded(await upload(file));
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : failure);
    } finally {
      setUploading(false);
    }
  };
  return { uploading, error, choose };
}
