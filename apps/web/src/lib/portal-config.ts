import { useEffect, useState } from 'react';
import { restRequest } from './rest-client.js';

/** GET /<club>/d/api/portal-config/: what the portal shows about its club. */
export interface PortalConfig {
  clubName: string;
  currencySymbol: string;
  googleClientId: string | null;
}

let loading: Promise<PortalConfig> | null = null;

/** Loads the club's portal settings once per page load (a failed load is tried again next time). */
export function loadPortalConfig(): Promise<PortalConfig> {
  loading ??= restRequest<PortalConfig>('/api/portal-config/').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** After the club's settings change: pages opened from now on load them again (the club's name, its currency). */
export function forgetPortalConfig(): void {
  loading = null;
}

/** The portal settings, null until loaded (or when they could not be loaded: the error is logged). */
export function usePortalConfig(): PortalConfig | null {
  const [config, setConfig] = useState<PortalConfig | null>(null);
  useEffect(() => {
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
