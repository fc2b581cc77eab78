import { BACKOFFICE_PAGES, CHECKIN_PAGES, LOOKED_UP_PAGES, PORTAL_PAGES, SHOP_PAGES } from '@kiai/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// The portal's frame, loaded with the router, reads its club from the address and its session from storage as its
// modules load; no page is rendered here.
const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
vi.stubGlobal('window', { location: { pathname: '/northside/' }, localStorage: storage, addEventListener: () => {} });
vi.stubGlobal('localStorage', storage);
// Which pages' modules were loaded: stand-ins for the real ones, so the test sees when a loader ran.
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('./routes/shop/shop-layout.js', () => (loaded.push('shop layout'), { default: () => null }));
vi.mock('./routes/shop/bank-account.js', () => (loaded.push('bank account'), { default: () => null }));
vi.mock('./routes/shop/classpasses.js', () => (loaded.push('class passes'), { default: () => null }));
// The pages' first queries: which were started, with what.
const prefetched = vi.hoisted(() => [] as string[]);
vi.mock('./routes/shop/test-checkout.js', () => (loaded.push('test checkout'), { default: () => null }));
vi.mock('./features/classpasses/hooks/use-fetch-shop-classpasses.js', () => ({
  prefetchShopClasspasses: async () => void prefetched.push('class passes on sale'),
}));
vi.mock('./features/bank-account/components/bank-account-panel.js', () => (loaded.push('mandate form'), { BankAccountPanel: () => null }));
vi.mock('./features/bank-account/use-my-direct-debit-mandate.js', () => ({
  prefetchMyDirectDebitMandate: async () => void prefetched.push('my direct debit mandate'),
}));
vi.mock('./features/payments/hooks/use-test-checkout.js', () => ({
  prefetchTestCheckout: async (sessionId: string) => void prefetched.push(`test checkout ${sessionId}`),
}));
const { preloadOpenedPage, routes } = await import('./router.js');

/** A path that opens the pattern's page: every parameter filled in. */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+\??/g, '7');

describe('the router', () => {
  it("routes every page of @kiai/shared's tables to a route of its own, never to 'Page not found'", () => {
    const pages = [PORTAL_PAGES, SHOP_PAGES, BACKOFFICE_PAGES, CHECKIN_PAGES, LOOKED_UP_PAGES].flatMap((table) => Object.values(table));
    for (const page of pages) {
      const matches = matchRoutes(routes, samplePath(page)) ?? [];
      const leaf = matches.at(-1)?.route;
      // An area's home is its index route, under the area's own path.
      expect(leaf?.index ? matches.at(-2)?.route.path : leaf?.path, page).toBe(page);
    }
  });

  it("answers a path of no page with 'Page not found'", () => {
    expect(matchRoutes(routes, '/shop/account/invoices')?.at(-1)?.route.path).toBe('*');
  });

  it("starts loading the opened page and its area's frame together, and nothing of another page", async () => {
    expect(loaded).toEqual([]);
    preloadOpenedPage('/northside/shop/bank-account', '/northside');
    // The bank account's page loads its mandate form as a chunk of its own: asked for beside it, with its query.
    await vi.waitFor(() => expect(loaded.sort()).toEqual(['bank account', 'mandate form', 'shop layout']));
    await vi.waitFor(() => expect(prefetched).toEqual(['my direct debit mandate']));
  });

  it("starts the opened page's query beside its chunks, with the address's parameters", async () => {
    loaded.length = 0;
    prefetched.length = 0;
    preloadOpenedPage('/northside/shop/classpasses', '/northside');
    preloadOpenedPage('/northside/shop/test-checkout/cs_test_42', '/northside');
    await vi.waitFor(() => expect(prefetched.sort()).toEqual(['class passes on sale', 'test checkout cs_test_42']));
    expect(loaded.sort()).toEqual(['class passes', 'test checkout']);
  });
});
