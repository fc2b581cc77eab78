import autocannon from 'autocannon';

export interface LoadResult {
  connections: number;
  durationS: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not a token: non-2xx, GraphQL errors (e.g. TOO_MANY_ATTEMPTS) or socket errors. */
  failures: number;
  failureCodes: string[];
}

/** Nearest-rank percentile in whole milliseconds. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

/** Signs the same account in again and again for `durationS` seconds and measures each answer. */
export async function loadTokenAuth(url: string, email: string, password: string, connections: number, durationS: number): Promise<LoadResult> {
  const body = JSON.stringify({
    query: 'mutation ($u: String!, $p: String!) { tokenAuth(username: $u, password: $p) { token } }',
    variables: { u: email, p: password },
  });
  const latencies: number[] = [];
  const failureCodes = new Set<string>();
  let failures = 0;
  const options: autocannon.Options = {
    url,
    connections,
    duration: durationS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        onResponse: (status, responseBody) => {
          if (status === 200 && responseBody.includes('"token":"')) return;
          failures++;
          failureCodes.add(/"code":"([A-Z_]+)"/.exec(responseBody)?.[1] ?? `HTTP ${status}`);
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    connections,
    durationS,
    requests: result.requests.total,
    perSecond: result.requests.total / durationS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: failures + result.errors + result.timeouts,
    failureCodes: [...failureCodes],
  };
}
