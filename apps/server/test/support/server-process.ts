import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

// The real server process, for the tests that kill it with SIGKILL (test plan H5, J1).
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Bundles the server beside the real build (git-ignored), so the bundle finds the migrations and its npm dependencies. */
export async function buildServerBundle(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(path.join(repoRoot, 'apps/server/dist-process-test-'));
  await promisify(execFile)(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs'), dir]);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  process: ChildProcess;
  /** Resolves once the process has printed a line containing `text` (stdout or stderr). */
  printed(text: string): Promise<void>;
  exited: Promise<number | null>;
  /** SIGKILL, then waits for the process to be gone. */
  kill(): Promise<void>;
}

export interface ServerProcessOptions {
  /** PostgreSQL; without it the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** More variables, e.g. PORT or SMTP_URL. */
  env?: Record<string, string>;
}

/** Starts the bundled server (`main.js` in `bundleDir`) on this database, quiet and without the web app. */
export function startServerProcess(bundleDir: string, options: ServerProcessOptions): ServerProcess {
  const child = spawn(process.execPath, [path.join(bundleDir, 'main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      KIAI_DATA_DIR: options.dataDir,
      KIAI_WEB_DIST: path.join(options.dataDir, 'no-web'),
      JWT_SECRET: 'server-process-test-secret-long-enough-for-hs256',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of waiting.filter((w) => output.includes(w.text))) w.resolve();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    process: child,
    exited,
    printed: (text) =>
      new Promise<void>((resolve, reject) => {
        if (output.includes(text)) return resolve();
        waiting.push({ text, resolve });
        void exited.then((code) => reject(new Error(`server exited (${code}) before printing "${text}":\n${output}`)));
      }),
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
