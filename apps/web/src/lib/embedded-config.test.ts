import { describe, expect, it } from 'vitest';
import { readEmbeddedConfig } from './embedded-config.js';

const page = (text: string | null) => ({ getElementById: (id: string) => (id === 'kiai-portal-config' && text !== null ? ({ textContent: text } as HTMLElement) : null) });

describe('the portal settings inside the page', () => {
  it('reads what the server wrote', () => {
    const settings = { clubName: 'Northside </script>', currencySymbol: '€', googleClientId: null, timeZone: 'Europe/Amsterdam' };
    expect(readEmbeddedConfig(page(JSON.stringify(settings).replace(/</g, '\\u003c')))).toEqual(settings);
  });

  it('falls back to the request when the page has none or it is broken (a page served by Vite in development)', () => {
    expect(readEmbeddedConfig(page(null))).toBeNull();
    expect(readEmbeddedConfig(page('{not json'))).toBeNull();
    expect(readEmbeddedConfig(undefined)).toBeNull();
  });
});
