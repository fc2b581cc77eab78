import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface StartedServer {
  child: ChildProcess;
  /** Milliseconds from spawn until GET /health answered 200. */
  readyMs: number;
  /** The Node.js process serving HTTP (the child itself, or the node under `npm start`). */
  serverPid: number;
  stop(): Promise<void>;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** The pid listening on the port: under `npm start` that is a grandchild, so follow the process tree. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function nodeServerPid(rootPid: number): number {
  const all = [rootPid, ...descendants(rootPid)];
  const server = all.reverse().find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist/main.js');
    } catch {
      return false;
    }
  });
  return server ?? rootPid;
}

/** Spawns a server command in its own process group and waits until /health answers. */
export async function startServer(command: string, args: string[], env: NodeJS.ProcessEnv, port: number, timeoutMs = 300_000): Promise<StartedServer> {
  const startedAt = performance.now();
  const child = spawn(command, args, { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  };
  const url = `http://127.0.0.1:${port}/health`;
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}: ${stderr}`);
    if (performance.now() - startedAt > timeoutMs) {
      await stop();
      throw new Error(`${command} ${args.join(' ')} did not answer ${url} within ${timeoutMs / 1000} s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - startedAt;
  return { child, readyMs, serverPid: nodeServerPid(child.pid!), stop };
}

/** Resident memory of a process in MiB, from /proc (VmRSS now, VmHWM its peak). */
export function memoryMiB(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** User and system CPU time of a process so far, in ms (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
