import { describe, expect, it } from 'vitest';
import { JOB_STATUSES, jobStatusOf, pgBossStateOf } from './job-status.js';

describe('job statuses', () => {
  it("maps pg-boss's states to the spec's results", () => {
    expect(['created', 'active', 'retry', 'completed', 'failed', 'cancelled'].map((s) => jobStatusOf(s as never))).toEqual([
      'PENDING',
      'STARTED',
      'RETRY',
      'SUCCESS',
      'FAILURE',
      'REVOKED',
    ]);
  });

  it('maps every status back to the state it came from', () => {
    for (const status of JOB_STATUSES) expect(jobStatusOf(pgBossStateOf(status))).toBe(status);
  });
});
