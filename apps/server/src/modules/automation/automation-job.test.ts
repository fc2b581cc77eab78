import { describe, expect, it } from 'vitest';
import type { AutomationJobRow } from '../../platform/jobs/automation-job.repository.js';
import { isJobId, presentJob } from './automation-job.js';

const row: AutomationJobRow = {
  id: '6f1c2a4e-1111-4b2c-9d3e-0123456789ab',
  name: 'mail.send',
  state: 'created',
  retryCount: 0,
  retryLimit: 4,
  createdAt: new Date('2026-03-02T09:00:00Z'),
  startAfter: new Date('2026-03-02T09:00:00Z'),
  startedOn: null,
  completedOn: null,
};

describe('presenting a job', () => {
  it('counts no try before the first has started, and says when a waiting job runs', () => {
    expect(presentJob(row, [])).toMatchObject({ status: 'PENDING', attempts: 0, nextAttemptAt: row.startAfter });
  });

  it('counts the first try once started, and the retries pg-boss counted after it', () => {
    const started = new Date('2026-03-02T09:00:01Z');
    expect(presentJob({ ...row, state: 'retry', startedOn: started }, []).attempts).toBe(1);
    expect(presentJob({ ...row, state: 'failed', retryCount: 4, startedOn: started }, [])).toMatchObject({ status: 'FAILURE', attempts: 5, nextAttemptAt: null });
  });

  it("keeps only the job's own log lines, in order", () => {
    const at = new Date('2026-03-02T09:00:02Z');
    const lines = [
      { jobId: row.id, loggedAt: at, message: 'Try 1 of 5 started' },
      { jobId: 'another', loggedAt: at, message: 'not this one' },
      { jobId: row.id, loggedAt: at, message: 'Done' },
    ];
    expect(presentJob(row, lines).log.map((l) => l.message)).toEqual(['Try 1 of 5 started', 'Done']);
  });
});

describe('job ids', () => {
  it('are uuids only', () => {
    expect(isJobId(row.id)).toBe(true);
    expect(isJobId('1')).toBe(false);
    expect(isJobId(`${row.id}'`)).toBe(false);
  });
});
