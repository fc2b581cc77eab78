// `npx tsx bench/web/run.ts [--runs 3] [--areas portal,shop,kiosk] [--port 3230] [--no-build] [--no-write] [--targets-only] [--reports DIR]`:
// what a member's phone downloads and how fast the portal's pages, the shop's pages and the check-in kiosk are.
// Builds, reports the first-load JavaScript (bundle-size.mjs), then runs Lighthouse 12 (mobile preset: emulated
// mid-range phone, simulated slow 4G) in Debian's Chromium against the built server on a fresh database, several
// times per page, and writes the median run of each page into docs/benchmarks.md, one section per area measured.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeBenchmarkSection } from '../foundation/benchmarks-doc.js';
import { startServer } from '../foundation/server-process.js';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-accounts.js';
import { launchBrowser, measure, pairKiosk, signIn, type Measured, type Visitor } from './lighthouse-browser.js';
import { kioskPairingCode, shopFixtures } from './demo-data.js';

const root = path.resolve(import.meta.dirname, '../..');
const CLUB = 'northside';
type Area = 'portal' | 'shop' | 'kiosk';
const AREAS: Area[] = ['portal', 'shop', 'kiosk'];
const TARGETS = { performance: 95, accessibility: 100, firstLoadJsKb: 150 };

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    areas: { type: 'string', default: AREAS.join(',') },
    port: { type: 'string', default: process.env.BENCH_WEB_PORT ?? '3230' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    // Only the portal's two pages with issue #7's performance target, signed out (a quick re-check; implies --no-write).
    'targets-only': { type: 'boolean', default: false },
    // A folder for Lighthouse's report (JSON) of each page's median run, to see what an audit found.
    reports: { type: 'string' },
  },
});
const runs = Number(options.runs);
const port = Number(options.port);
const areas = options['targets-only'] ? ['portal'] : options.areas.split(',').map((area) => area.trim());
const unknownArea = areas.find((area) => !AREAS.includes(area as Area));
if (unknownArea) throw new Error(`--areas: no area ${unknownArea} (${AREAS.join(', ')})`);
const measuring = (area: Area) => areas.includes(area);

/** One page to measure: where, who opens it, and how the doc names it. */
interface Target {
  area: Area;
  path: string;
  visitor: Visitor;
  /** How the table names the page when its path holds an id. */
  label?: string;
}

/** The run with the median performance score (Lighthouse's own advice for noisy machines). */
function median(measured: Measured[]): Measured {
  return [...measured].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(measured.length / 2)]!;
}

const loadNow = () => loadavg().map((n) => n.toFixed(1)).join(' / ');

if (!options['no-build']) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
let firstLoadJsKb = NaN;
if (measuring('portal')) {
  const bundle = spawnSync(process.execPath, [path.join(root, 'bench/web/bundle-size.mjs')], { encoding: 'utf8' });
  process.stdout.write(bundle.stdout);
  firstLoadJsKb = Number(/gzipped JS: ([\d.]+) kB/.exec(bundle.stdout)?.[1] ?? NaN);
}

const loadAtStart = loadNow();
const dataDir = mkdtempSync(path.join(tmpdir(), 'kiai-bench-web-'));
const server = await startServer(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { KIAI_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, port);
const origin = `http://127.0.0.1:${port}`;
const baseUrl = `${origin}/${CLUB}`;
const results: { target: Target; measured: Measured[]; chosen: Measured }[] = [];
const browser = await launchBrowser();
try {
  // The member's shop: a delivered order (with its invoice) and an order waiting at the test checkout.
  const shop = measuring('shop') ? await shopFixtures(baseUrl) : null;
  const targets: Target[] = [];
  if (measuring('portal')) {
    const signedOut = options['targets-only'] ? ['/book-your-spot', '/user/login'] : ['/book-your-spot', '/user/login', '/prices', '/register', '/personal', '/user/forgot-password'];
    targets.push(...signedOut.map((page): Target => ({ area: 'portal', path: page, visitor: 'signed out' })));
    if (!options['targets-only']) {
      targets.push(...['/book-your-spot', '/user/classes', '/user/classpasses', '/user/profile'].map((page): Target => ({ area: 'portal', path: page, visitor: 'member' })));
    }
  }
  if (shop) {
    // Every page of the shop's bundle: those anyone may open signed out, the member's own signed in.
    targets.push(
      ...['/shop/classpasses', '/shop/subscriptions', '/shop/events'].map((page): Target => ({ area: 'shop', path: page, visitor: 'signed out' })),
      { area: 'shop', path: `/shop/subscriptions/${shop.subscriptionId}`, label: '/shop/subscriptions/{id}', visitor: 'member' },
      { area: 'shop', path: '/shop/orders', visitor: 'member' },
      { area: 'shop', path: `/shop/orders/${shop.deliveredOrderId}`, label: '/shop/orders/{id}', visitor: 'member' },
      { area: 'shop', path: '/shop/invoices', visitor: 'member' },
      { area: 'shop', path: `/shop/invoices/${shop.invoiceId}`, label: '/shop/invoices/{id}', visitor: 'member' },
      { area: 'shop', path: '/shop/my-subscriptions', visitor: 'member' },
      { area: 'shop', path: '/shop/bank-account', visitor: 'member' },
      { area: 'shop', path: shop.testCheckoutPath, label: '/shop/test-checkout/{session}', visitor: 'member' },
    );
  }
  if (measuring('kiosk')) targets.push({ area: 'kiosk', path: '/checkin', visitor: 'kiosk' });

  // Signed-out runs clear the site's storage, sessions included: they go first, then the member signs in and staff pair the kiosk.
  const ordered = [...targets.filter((t) => t.visitor === 'signed out'), ...targets.filter((t) => t.visitor !== 'signed out')];
  let signedIn = false;
  let paired = false;
  for (const target of ordered) {
    if (target.visitor === 'member' && !signedIn) {
      await signIn(browser, baseUrl, DEMO_ACCOUNTS.member);
      signedIn = true;
    }
    if (target.visitor === 'kiosk' && !paired) {
      await pairKiosk(browser, baseUrl, await kioskPairingCode(baseUrl));
      paired = true;
    }
    const measured: Measured[] = [];
    for (let run = 0; run < runs; run++) measured.push(await measure(browser, `${baseUrl}${target.path}`, target.visitor));
    const chosen = median(measured);
    results.push({ target, measured, chosen });
    const failures = chosen.accessibilityFailures.length ? ` (fails ${chosen.accessibilityFailures.join(', ')})` : '';
    console.log(
      `${label(target)}: performance ${measured.map((m) => m.scores.performance).join(', ')} (median ${chosen.scores.performance}), accessibility ${chosen.scores.accessibility}${failures}, ${(chosen.transfer.total / 1000).toFixed(1)} kB, load ${loadNow()}`,
    );
    if (options.reports) {
      mkdirSync(options.reports, { recursive: true });
      writeFileSync(path.join(options.reports, `${label(target).replace(/[^\w-]+/g, '_')}.json`), chosen.report);
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const loadAtEnd = loadNow();

function label(target: Target): string {
  const page = target.label ?? target.path;
  return target.visitor === 'member' ? `${page} (signed in)` : target.visitor === 'kiosk' ? `${page} (paired kiosk)` : page;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;
const met = (ok: boolean) => (ok ? 'met' : '**missed**');
const lighthouseVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;

const TABLE_HEAD = `| page | performance | performance, every run | accessibility | best practices | SEO | first contentful paint | largest contentful paint | total blocking time | layout shift | transferred | JS | CSS | HTML | other (API, icon) | requests |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|`;

function table(area: Area): string {
  return results
    .filter((result) => result.target.area === area)
    .map(({ target, measured, chosen: m }) =>
      `| \`${label(target)}\` | ${m.scores.performance} | ${measured.map((run) => run.scores.performance).join(', ')} | ${m.scores.accessibility} | ${m.scores['best-practices']} | ${m.scores.seo} | ${ms(m.fcpMs)} | ${ms(m.lcpMs)} | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${kb(m.transfer.total)} | ${kb(m.transfer.script)} | ${kb(m.transfer.stylesheet)} | ${kb(m.transfer.document)} | ${kb(m.transfer.other)} | ${m.requests} |`,
    )
    .join('\n');
}

/** Who opened the pages and how, the same for every area's section. */
function method(who: string): string {
  return `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npx tsx bench/web/run.ts\` on ${cpus().length} × ${cpus()[0]?.model.trim()}
(load average ${loadAtStart} when it started and ${loadAtEnd} when it ended; other work on the machine lowers the performance scores), Node.js ${process.version}.
Lighthouse ${lighthouseVersion} with its default mobile preset
(an emulated mid-range phone, simulated slow 4G and 4× CPU slowdown) in Debian's Chromium, against the built server
(\`apps/server/dist/main.js\`) on a fresh embedded database with the demo club: ${who}, the HTTP cache cleared before each run. Each page ran ${runs} times;
the table shows the run with the median performance score (and every run's score beside it). Transfer sizes are bytes over the wire (brotli), per
resource type, for everything the page loaded, including its API answers.`;
}

/** Each page's performance and accessibility against issue #24's targets: met, or the pages that missed with their median. */
function targetsLine(area: Area): string {
  const measured = results.filter((result) => result.target.area === area);
  const missed = (key: 'performance' | 'accessibility', target: number) => measured.filter(({ chosen }) => chosen.scores[key] < target);
  const verdict = (key: 'performance' | 'accessibility', target: number) => {
    const misses = missed(key, target);
    return misses.length === 0 ? met(true) : `${met(false)} on ${misses.map(({ target: t, chosen }) => `\`${label(t)}\` (${chosen.scores[key]})`).join(', ')}`;
  };
  return `Targets (issue #24), on each page: performance ≥ ${TARGETS.performance} — ${verdict('performance', TARGETS.performance)};
accessibility ${TARGETS.accessibility} — ${verdict('accessibility', TARGETS.accessibility)}.`;
}

const sections: { area: Area; key: string; markdown: string }[] = [];
if (measuring('portal')) {
  const portalPage = (page: string) => results.find((result) => result.target.area === 'portal' && result.target.visitor === 'signed out' && result.target.path === page)!.chosen;
  const targetPages = ['/book-your-spot', '/user/login'].map(portalPage);
  sections.push({
    area: 'portal',
    key: 'web-lighthouse',
    markdown: `
## Web: Lighthouse on the portal's pages (\`bench/web\`)

${method("signed out, then signed in as the demo member (the session kept in the browser's storage)")} Before issue #7 section 6 the landed
build scored 63 (\`/book-your-spot\`) and 68 (\`/user/login\`), first contentful paint 4.7 s, with 522 kB of JS and
204 kB of CSS sent uncompressed.

${TABLE_HEAD}
${table('portal')}

First-load JavaScript of /book-your-spot (gzip, \`bench/web/bundle-size.mjs\`): ${firstLoadJsKb} kB.

Targets (issue #7): performance ≥ ${TARGETS.performance} on \`/book-your-spot\` and \`/user/login\` — ${met(targetPages.every((m) => m.scores.performance >= TARGETS.performance))};
accessibility ${TARGETS.accessibility} on both — ${met(targetPages.every((m) => m.scores.accessibility >= TARGETS.accessibility))};
first-load JS ≤ ${TARGETS.firstLoadJsKb} kB gzip — ${met(firstLoadJsKb <= TARGETS.firstLoadJsKb)}.
`,
  });
}
if (measuring('shop')) {
  sections.push({
    area: 'shop',
    key: 'web-lighthouse-shop',
    markdown: `
## Web: Lighthouse on the shop's pages (\`bench/web\`)

${method(
  "the shop's public pages signed out, the member's own signed in as the demo member (the session kept in the browser's storage), who has, placed by the bench through the API before the runs, a 10-class pass order paid at the test checkout (its order and invoice pages) and a second one waiting there (the test checkout's page)",
)}

${TABLE_HEAD}
${table('shop')}

${targetsLine('shop')}
`,
  });
}
if (measuring('kiosk')) {
  sections.push({
    area: 'kiosk',
    key: 'web-lighthouse-kiosk',
    markdown: `
## Web: Lighthouse on the check-in kiosk (\`bench/web\`)

${method(
  "the kiosk's start screen (\"Self check-in\", the demo club's locations) after staff paired the browser with a code the demo admin made (the kiosk's session kept in the browser's storage; its offline copy, the service worker and its caches, removed before each run, so each is the kiosk's cold start, not its daily start from that copy)",
)} The tablet is measured as Lighthouse's mobile preset, a phone.

${TABLE_HEAD}
${table('kiosk')}

${targetsLine('kiosk')}
`,
  });
}
for (const section of sections) {
  console.log(section.markdown);
  if (!options['no-write'] && !options['targets-only']) writeBenchmarkSection(path.join(root, 'docs/benchmarks.md'), section.key, section.markdown);
}
