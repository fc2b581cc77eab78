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
 * One Lighthouse run (default mobile preset) on a fresh tab. Signed-out runs let Lighthouse clear the site's
 * storage and cache as the CLI does; signed-in runs keep the storage (the session) and clear only the HTTP
 * cache, so both start from a cold cache.
 */
export async function measure(browser: Browser, url: string, signedIn: boolean): Promise<Measured> {
  const page: Page = await browser.newPage();
  try {
    if (signedIn) {
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      await session.detach();
    }
    const result = await lighthouse(
      url,
      { output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], disableStorageReset: signedIn, logLevel: 'error' },
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
    };
  } finally {
    await page.close();
  }
}
