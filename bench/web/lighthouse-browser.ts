// Lighthouse 12 through its Node API in one Debian Chromium driven by puppeteer-core (which Lighthouse itself
// uses), so a run can start signed in: the CLI always clears the site's storage, and with it the session.
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export interface Measured {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the wire (compressed) per resource type, and the number of requests. */
  transfer: Record<'total' | 'script' | 'stylesheet' | 'document' | 'other', number>;
  requests: number;
  /** The accessibility audits the page failed (their ids), to say what keeps it under 100. */
  accessibilityFailures: string[];
  /** Lighthouse's whole report (JSON), for `--reports`. */
  report: string;
}

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

/** Signs in through the portal's own login page, as a member would; the session stays in the browser's storage. */
export async function signIn(browser: Browser, baseUrl: string, account: { email: string; password: string }): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/user/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[autocomplete="username"]').fill(account.email);
  await page.locator('input[autocomplete="current-password"]').fill(account.password);
  await Promise.all([page.waitForFunction(() => !location.pathname.endsWith('/user/login'), { timeout: 15_000 }), page.locator('button[type="submit"]').click()]);
  await page.close();
}

/**
 * Pairs the browser as the club's check-in kiosk through the kiosk's own pairing form, with a code staff make
 * (`code`), and waits for its start screen; the kiosk's session stays in the browser's storage beside the member's.
 */
export async function pairKiosk(browser: Browser, baseUrl: string, code: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/checkin`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(Pairing code)').fill(code);
  await page.locator('::-p-aria(Name of this kiosk)').fill('Lighthouse bench');
  await page.locator('::-p-aria(Pair[role="button"])').click();
  await page.locator('::-p-aria(Self check-in[role="heading"])').wait();
  await page.close();
}

/**
 * Who opens the page: a visitor (Lighthouse clears the site's storage and cache, as the CLI does), the signed-in
 * member (the storage, with the session, is kept; only the HTTP cache is cleared), or the paired kiosk (also its
 * offline copy, the service worker and its caches, is removed: the kiosk's cold start, as after the tablet's
 * browser data was cleared, not the daily start from its own copy). Every run starts from a cold cache.
 */
export type Visitor = 'signed out' | 'member' | 'kiosk';

/** One Lighthouse run (default mobile preset) on a fresh tab. */
export async function measure(browser: Browser, url: string, visitor: Visitor): Promise<Measured> {
  const page: Page = await browser.newPage();
  try {
    if (visitor !== 'signed out') {
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      if (visitor === 'kiosk') await session.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'service_workers,cache_storage' });
      await session.detach();
    }
    const result = await lighthouse(
      url,
      { output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], disableStorageReset: visitor !== 'signed out', logLevel: 'error' },
      undefined,
      page,
    );
    if (!result) throw new Error(`lighthouse ${url} gave no result`);
    const { lhr } = result;
    const summary = ((lhr.audits['resource-summary']?.details as { items?: ResourceSummaryItem[] } | undefined)?.items ?? []) as ResourceSummaryItem[];
    const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      transfer: { total: bytes('total'), script: bytes('script'), stylesheet: bytes('stylesheet'), document: bytes('document'), other: bytes('other') },
      requests: summary.find((item) => item.resourceType === 'total')?.requestCount ?? 0,
      accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
      report: JSON.stringify(lhr),
    };
  } finally {
    await page.close();
  }
}
