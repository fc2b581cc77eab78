import type { PortalConfig } from '@kiai/shared';

/** GET /<club>/d/api/portal-config/: what the portal, shop and back office show about their club. */
export type { PortalConfig };

/**
 * The settings the server wrote into the page (`#kiai-portal-config`), read once before React's first render:
 * the top bar then shows the club's name from the start instead of after a request (and is not painted twice).
 */
export function readEmbeddedConfig(doc: Pick<Document, 'getElementById'> | undefined): PortalConfig | null {
  const text = doc?.getElementById('kiai-portal-config')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PortalConfig;
  } catch {
    return null;
  }
}
