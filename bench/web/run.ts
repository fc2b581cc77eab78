// `npx tsx bench/web/run.ts [--runs 3] [--no-build] [--no-write]`: what a member's phone downloads and how fast the
// portal's pages are. Builds, reports the first-load JavaScript (bundle-size.mjs), then runs Lighthouse 12 (mobile
// preset: emulated mid-range phone, simulated slow 4G) in Debian's Chromium against the built server on a fresh
// database, several times per page, and writes the median run of each page into docs/benchmarks.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeBenchmarkSection } from '../foundation/benchmarks-doc.js';
import { startServer } from '../foundation/server-process.js';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = 3230;
const CLUB = 'northside';
/** The portal pages a visitor opens without signing in (signed-in pages need a session Lighthouse cannot make). */
const PAGES = ['/book-your-spot', '/user/login', '/prices', '/register', '/personal', '/user/forgot-password'];
const TARGETS = { performance: 95, accessibility: 100, firstLoadJsKb: 150 };

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, 'no-build': { type: 'boolean', default: false }, 'no-write': { type: 'boolean', default: false } },
});
const runs = Number(options.runs);

interface Measured {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the wire (compressed) per resource type, and the number of requests. */
  transfer: Record<'total' | 'script' | 'stylesheet' | 'document' | 'other', number>;
  requests: number;
}

interface LighthouseResult {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number; requestCount: number }[] } }>;
}

function runLighthouse(url: string, outFile: string): Measured {
  const args = [
    url,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--output=json',
    `--output-path=${outFile}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
  ];
  const result = spawnSync(path.join(root, 'node_modules/.bin/lighthouse'), args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed (${result.status}): ${result.stderr}`);
  const report = JSON.parse(readFileSync(outFile, 'utf8')) as LighthouseResult;
  const summary = report.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    transfer: { total: bytes('total'), script: bytes('script'), stylesheet: bytes('stylesheet'), document: bytes('document'), other: bytes('other') },
    requests: summary.find((item) => item.resourceType === 'total')?.requestCount ?? 0,
  };
}

/** The run with the median performance score (Lighthouse's own advice for noisy machines). */
function median(measured: Measured[]): Measured {
  return [...measured].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(measured.length / 2)]!;
}

if (!options['no-build']) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const bundle = spawnSync(process.execPath, [path.join(root, 'bench/web/bundle-size.mjs')], { encoding: 'utf8' });
process.stdout.write(bundle.stdout);
const firstLoadJsKb = Number(/gzipped JS: ([\d.]+) kB/.exec(bundle.stdout)?.[1] ?? NaN);

const load = loadavg().map((n) => n.toFixed(1)).join(' / ');
const dataDir = mkdtempSync(path.join(tmpdir(), 'kiai-bench-web-'));
const server = await startServer(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { KIAI_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, PORT);
const results = new Map<string, Measured>();
try {
  for (const page of PAGES) {
    const url = `http://127.0.0.1:${PORT}/${CLUB}${page}`;
    const measured = Array.from({ length: runs }, (_, run) => runLighthouse(url, path.join(dataDir, `lighthouse-${run}.json`)));
    const chosen = median(measured);
    results.set(page, chosen);
    console.log(`${page}: performance ${measured.map((m) => m.scores.performance).join(', ')} (median ${chosen.scores.performance}), accessibility ${chosen.scores.accessibility}, ${(chosen.transfer.total / 1000).toFixed(1)} kB`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;
const rows = [...results].map(
  ([page, m]) =>
    `| \`${page}\` | ${m.scores.performance} | ${m.scores.accessibility} | ${m.scores['best-practices']} | ${m.scores.seo} | ${ms(m.fcpMs)} | ${ms(m.lcpMs)} | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${kb(m.transfer.total)} | ${kb(m.transfer.script)} | ${kb(m.transfer.stylesheet)} | ${kb(m.transfer.document)} | ${kb(m.transfer.other)} | ${m.requests} |`,
);
const met = (ok: boolean) => (ok ? 'met' : '**missed**');
const targetPages = ['/book-your-spot', '/user/login'].map((page) => results.get(page)!);
const markdown = `
## Web: Lighthouse on the portal's pages (\`bench/web\`)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npx tsx bench/web/run.ts\` on ${cpus().length} × ${cpus()[0]?.model.trim()}
(load average ${load} when it started; other work on the machine lowers the performance scores), Node.js ${process.version}.
Lighthouse ${JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version} with its default mobile preset
(an emulated mid-range phone, simulated slow 4G and 4× CPU slowdown) in Debian's Chromium, against the built server
(\`apps/server/dist/main.js\`) on a fresh embedded database with the demo club, signed out. Each page ran ${runs} times;
the table shows the run with the median performance score. Transfer sizes are bytes over the wire (brotli), per
resource type, for everything the page loaded, including its API answers. Before issue #7 section 6 the landed
build scored 63 (\`/book-your-spot\`) and 68 (\`/user/login\`), first contentful paint 4.7 s, with 522 kB of JS and
204 kB of CSS sent uncompressed.

| page | performance | accessibility | best practices | SEO | first contentful paint | largest contentful paint | total blocking time | layout shift | transferred | JS | CSS | HTML | other (API, icon) | requests |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

First-load JavaScript of /book-your-spot (gzip, \`bench/web/bundle-size.mjs\`): ${firstLoadJsKb} kB.

Targets (issue #7): performance ≥ ${TARGETS.performance} on \`/book-your-spot\` and \`/user/login\` — ${met(targetPages.every((m) => m.scores.performance >= TARGETS.performance))};
accessibility ${TARGETS.accessibility} on both — ${met(targetPages.every((m) => m.scores.accessibility >= TARGETS.accessibility))};
first-load JS ≤ ${TARGETS.firstLoadJsKb} kB gzip — ${met(firstLoadJsKb <= TARGETS.firstLoadJsKb)}.
`;
console.log(markdown);
if (!options['no-write']) writeBenchmarkSection(path.join(root, 'docs/benchmarks.md'), 'web-lighthouse', markdown);
