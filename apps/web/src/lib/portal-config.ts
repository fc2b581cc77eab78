import { useEffect, useState } from 'react';
import { readEmbeddedConfig, type PortalConfig } from './embedded-config.js';
import { restRequest } from './rest-client.js';

export type { PortalConfig };

const embedded = readEmbeddedConfig(typeof document === 'undefined' ? undefined : document);
let loading: Promise<PortalConfig> | null = embedded ? Promise.resolve(embedded) : null;

/** Loads the club's portal settings once per page load (a failed load is tried again next time). */
export function loadPortalConfig(): Promise<PortalConfig> {
  loading ??= restRequest<PortalConfig>('/api/portal-config/').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The portal settings: at once when the page carries them, else null until loaded (a failed load is logged). */
export function usePortalConfig(): PortalConfig | null {
  const [config, setConfig] = useState<PortalConfig | null>(embedded);
  useEffect(() => {
    if (embedded) return;
    let current = true;
    loadPortalConfig().then(
      (loaded) => current && setConfig(loaded),
      (error: unknown) => console.error('Portal settings could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
}
