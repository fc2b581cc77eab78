import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** error code (or OK) → answers */
  answers: Record<string, number>;
}

/** Nearest-rank percentile in milliseconds, one decimal. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

/** p50 / p95 / max of `runs` timed calls of `run`, in milliseconds, after one untimed warm-up. */
export async function timeRuns(runs: number, run: () => Promise<unknown>): Promise<{ p50: number; p95: number; max: number }> {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: percentile(ms, 100) };
}

/** The answer's error code, OK for an answer without errors, or HTTP <status>. */
export function answerCode(status: number, body: string): string {
  if (status !== 200) return `HTTP ${status}`;
  return /"code":"([A-Z_]+)"/.exec(body)?.[1] ?? 'OK';
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationS: number;
  /** caps the number of requests (e.g. when every request must be different) */
  amount?: number;
  request: () => { method: 'GET' | 'POST'; path?: string; headers?: Record<string, string>; body?: string };
}

/** Runs autocannon and measures every answer's time and code. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const answers: Record<string, number> = {};
  const first = options.request();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationS,
        amount: options.amount,
        requests: [
          {
            ...first,
            setupRequest: (req) => ({ ...req, ...options.request() }),
            onResponse: (status, body) => {
              const code = answerCode(status, body);
              answers[code] = (answers[code] ?? 0) + 1;
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const seconds = result.duration;
  if (result.errors + result.timeouts > 0) answers.SOCKET_ERROR = result.errors + result.timeouts;
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    answers,
  };
}
