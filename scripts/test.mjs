// `npm test`: every layer, loudly. First provides what the tests need on this machine (a PostgreSQL
// server and Debian's Chromium, started or installed when missing: scripts/provision-test-machine.sh; and
// a Node.js 24 binary from the npm registry's `node` package, `npx -y node@24`), builds the app, then runs two
// lanes side by side. The unit and integration layers run twice: on the Node.js that runs `npm test` (20.19 or
// newer, what these machines have) and on Node.js 24 (the current LTS clubs deploy on); the end-to-end tests run
// once, on the machine's Node.js, in two parts (playwright.config.ts). Lane 1 starts with the unit tests and the
// integration tests on PGlite and on the PostgreSQL server (TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test); lane 2 with the first Playwright part (portal and back office). Then
// each lane takes the next waiting layer, longest first: the second Playwright part and the Node.js 24 layers.
// Whichever lane is free takes it, so the lanes stay level when one part grows (a day's new back-office specs) —
// two cores keep two lanes busy; the Playwright tests spend much of their time waiting on the browser. Each
// layer's output is printed whole when it ends, with its time; the summary gives every layer's and lane's time.
// Every layer runs even when an earlier one fails; a layer that fails to start, lacks what it needs (Node.js 24
// included) or runs no tests counts as a failure, never as a skip. Ends with the line `N passed, M failed`;
// KIAI_TEST_SUMMARY=<file> also writes it as JSON.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reportDir = mkdtempSync(path.join(tmpdir(), 'kiai-test-reports-'));
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function run(cmd, args, extraEnv = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status ?? 1;
}

/** Runs a layer's command with its output in a file, printed whole under the layer's title when it ends. */
function runLogged(title, cmd, args, extraEnv = {}) {
  const log = path.join(reportDir, `${title.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const started = Date.now();
  console.log(`started: ${title}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', fd, fd], env: { ...env, ...extraEnv } });
    const finish = (status) => {
      closeSync(fd);
      console.log(`\n=== ${title} (${Math.round((Date.now() - started) / 1000)} s) ===`);
      process.stdout.write(readFileSync(log, 'utf8'));
      resolve(status);
    };
    child.on('error', () => finish(1));
    child.on('close', (code) => finish(code ?? 1));
  });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Vitest's JSON report: failed tests (named, so CI's summary says which), plus files that failed without a failing test (import errors, hooks). */
function vitestCounts(report) {
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'));
  const failedTests = report.testResults.flatMap((f) =>
    f.assertionResults.filter((a) => a.status === 'failed').map((a) => `failed: ${path.relative(process.cwd(), f.name)} > ${a.fullName}`),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles.length,
    skipped: report.numPendingTests + report.numTodoTests,
    notes: [...failedTests, ...brokenFiles.map((f) => `${path.relative(process.cwd(), f.name)}: ${(f.message || 'failed').split('\n')[0]}`)],
  };
}

/** Every test of a Playwright JSON report with its file and title path. */
function playwrightTests(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => ({ name: `${spec.file}: ${[...here.slice(1), spec.title].join(' > ')}`, status: test.status }))),
    ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, here)),
  ];
}

/** Playwright's JSON report: a test that passed on retry counts as passed and is named as flaky; failed ones are named. */
function playwrightCounts(report) {
  const { expected, unexpected, flaky, skipped } = report.stats;
  const tests = (report.suites ?? []).flatMap((suite) => playwrightTests(suite));
  const notes = (report.errors ?? []).map((e) => (e.message ?? String(e)).split('\n')[0]);
  for (const t of tests) if (t.status === 'unexpected') notes.push(`failed: ${t.name}`);
  for (const t of tests) if (t.status === 'flaky') notes.push(`flaky (passed on retry): ${t.name}`);
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped, notes };
}

const vitestArgs = (project, report) => ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];

const vitestLayer = (project, title) => ({
  title,
  report: path.join(reportDir, `${project}.json`),
  run: (report) => runLogged(title, 'npx', ['vitest', ...vitestArgs(project, report)]),
  counts: vitestCounts,
});

/**
 * The same layer on Node.js 24: Vitest itself runs on that binary, so its workers (forked from process.execPath)
 * and the server processes the tests start do too.
 */
const node24Layer = (layer, project) => ({
  ...layer,
  title: `${layer.title} on Node.js 24`,
  needs: [...(layer.needs ?? []), 'node24'],
  report: path.join(reportDir, `${project}-node24.json`),
  run: (report) => runLogged(`${layer.title} on Node.js 24`, provided.node24Path, ['node_modules/vitest/vitest.mjs', ...vitestArgs(project, report)]),
});

/** One part of the end-to-end specs (playwright.config.ts), on a server of its own port: the parts may overlap. */
const e2eLayer = (part, title, port) => ({
  title,
  needsBuild: true,
  needs: ['chromium'],
  report: path.join(reportDir, `e2e-${part}.json`),
  run: (report) => runLogged(title, 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PART: part, E2E_PORT: String(port) }),
  counts: playwrightCounts,
});

const unit = vitestLayer('unit', 'unit tests');
const pglite = vitestLayer('int-pglite', 'integration tests on PGlite');
const postgres = { ...vitestLayer('int-postgres', 'integration tests on PostgreSQL'), needs: ['postgres'] };

/**
 * Each lane runs its own layers first, one after the other; then both lanes take from the shared queue in this
 * order, chosen by replaying two full runs' layer times on this 2-core machine. A quiet-ish run (s): unit 118,
 * PGlite 738, PostgreSQL 455, e2e first part 1,632, second 525, on Node.js 24 PGlite 502, PostgreSQL 445, unit 65;
 * fixed lanes 2,346 / 2,134, the queue 2,281 at most. A run at load average 20 (2026-11-27): 38, 839, 1,622, 1,907,
 * 729, 1,999, 1,771, 173; fixed lanes 5,172 / 3,906, the queue about 4,580.
 */
const ownLayers = [
  [unit, pglite, postgres],
  [e2eLayer('first', 'end-to-end tests in Chromium: portal and back office', 3100)],
];
const sharedQueue = [
  e2eLayer('second', 'end-to-end tests in Chromium: kiosk, shop, personal training', 3101),
  node24Layer(pglite, 'int-pglite'),
  node24Layer(postgres, 'int-postgres'),
  node24Layer(unit, 'unit'),
];
const allLayers = [...ownLayers.flat(), ...sharedQueue];

console.log('\n=== what the tests need on this machine ===');
const provisionStatus = path.join(reportDir, 'provision.txt');
run('bash', ['scripts/provision-test-machine.sh', provisionStatus]);
const provided = Object.fromEntries(
  (existsSync(provisionStatus) ? readFileSync(provisionStatus, 'utf8') : '').trim().split(/\s+/).map((kv) => kv.split('=')),
);
provided.node24Path = findNode24();
provided.node24 = provided.node24Path ? 'ok' : 'missing';

/** The Node.js 24 binary of the npm registry's `node` package (npx keeps it in npm's cache after the first run). */
function findNode24() {
  const answer = spawnSync('npx', ['-y', 'node@24', '-p', 'process.execPath + " " + process.version'], { encoding: 'utf8', env });
  const [binary, version] = (answer.stdout ?? '').trim().split(' ');
  if (answer.status !== 0 || !version?.startsWith('v24.')) {
    console.log(`Node.js 24: \`npx -y node@24\` failed (exit ${answer.status}): ${(answer.stderr ?? '').trim().split('\n')[0]}`);
    return undefined;
  }
  console.log(`Node.js 24: ${version} (${binary})`);
  return binary;
}

console.log('\n=== build ===');
const built = run('npm', ['run', 'build']) === 0;
if (!built) console.error('\nThe build failed; the end-to-end tests cannot run.');

// Issue #7's first-load JavaScript target for /book-your-spot, held under a lower budget on every run.
console.log('\n=== first-load JavaScript of /book-your-spot ===');
const bundleTitle = 'first-load JavaScript within its budget (bench/web/bundle-size.mjs)';
const withinBudget = built && run('node', ['bench/web/bundle-size.mjs']) === 0;
// (a failed build is counted once, as the build's failure)
const bundleCheck = { title: bundleTitle, passed: withinBudget ? 1 : 0, failed: built && !withinBudget ? 1 : 0, skipped: 0, notes: built ? [] : ['not run: the build failed'] };

/** Runs one layer (unless what it needs is missing) and counts its results. */
async function runLayer(layer) {
  if (layer.needsBuild && !built) return { title: layer.title, passed: 0, failed: 1, skipped: 0, notes: ['not run: the build failed'] };
  const missing = (layer.needs ?? []).filter((need) => provided[need] !== 'ok');
  if (missing.length > 0) {
    return { title: layer.title, passed: 0, failed: 1, skipped: 0, notes: [`not run: no ${missing.join(', ')} (see "what the tests need" above)`] };
  }
  const status = await layer.run(layer.report);
  const report = readJson(layer.report);
  const counts = report ? layer.counts(report) : { passed: 0, failed: 0, skipped: 0, notes: [] };
  if (status !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.notes.push(`the run itself failed (exit ${status}); see its output above`);
  } else if (counts.passed + counts.failed === 0) {
    counts.failed = 1;
    counts.notes.push('no tests ran');
  }
  return { title: layer.title, ...counts };
}

/** Runs a lane's own layers, then takes from the shared queue until it is empty; answers the lane's time in seconds. */
async function runLane(own, resultOf) {
  const started = Date.now();
  for (let layer = own.shift(); layer; layer = own.shift() ?? sharedQueue.shift()) resultOf.set(layer, await runTimed(layer));
  return Math.round((Date.now() - started) / 1000);
}

async function runTimed(layer) {
  const started = Date.now();
  const result = await runLayer(layer);
  return { ...result, seconds: Math.round((Date.now() - started) / 1000) };
}

console.log('\n=== tests (the lanes run side by side; each layer prints its output when it ends) ===');
const resultOf = new Map();
const laneSeconds = await Promise.all(ownLayers.map((own) => runLane([...own], resultOf)));
const results = [bundleCheck, ...allLayers.map((layer) => resultOf.get(layer))];
rmSync(reportDir, { recursive: true, force: true });

const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
const summary = { passed: total('passed'), failed: total('failed') + (built ? 0 : 1), skipped: total('skipped'), layers: results, laneSeconds };

console.log('\n=== summary ===');
if (!built) console.log('build: FAILED');
for (const r of results) {
  const time = r.seconds === undefined ? '' : ` (${r.seconds} s)`;
  console.log(`${r.failed > 0 ? 'FAIL' : 'ok  '} ${r.title}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${time}`);
  for (const note of r.notes) console.log(`       ${note}`);
}
console.log(`lanes: ${laneSeconds.map((seconds, i) => `${i + 1}: ${seconds} s`).join(', ')}`);
if (process.env.KIAI_TEST_SUMMARY) writeFileSync(process.env.KIAI_TEST_SUMMARY, JSON.stringify(summary, null, 2));
console.log(`${summary.passed} passed, ${summary.failed} failed`);
process.exit(summary.failed > 0 ? 1 : 0);
