import type { AppContext } from '../app-context.js';

/** One try of a job, as its definition's `run` sees it. */
export interface RunningJob<D> {
  id: string;
  /** The club the job belongs to; null for a recurring task's start, which belongs to no club. */
  clubId: number | null;
  data: D;
  /** 1 for the first try. */
  attempt: number;
  /** No retry follows if this try fails. */
  lastAttempt: boolean;
  /** Adds a line to the job's log, which the club's staff can read; a list adds its lines in one write, in order. */
  log(message: string | readonly string[]): Promise<void>;
}

/** A kind of background job: its pg-boss queue, how it is retried, and what it does. */
export interface JobDefinition<D = unknown> {
  name: string;
  /** Tries in all, the first included. */
  tries: number;
  /** Wait before the first retry; each later one waits about twice as long (pg-boss's backoff, with jitter). */
  retryDelaySeconds: number;
  /** A try still running after this long counts as failed. */
  timeoutSeconds: number;
  /** Cron expression (UTC) of a recurring, club-less job: the worker has pg-boss start it, once across servers. */
  cron?: string;
  /** Throws to fail the try; the job is retried while tries are left. */
  run(app: AppContext, job: RunningJob<D>): Promise<void>;
}

/** What pg-boss stores as a job's data. */
export interface JobEnvelope<D> {
  clubId: number | null;
  data: D;
}

/** pg-boss's per-job retry options for a definition. */
export function retryOptions(definition: JobDefinition<any>) {
  return {
    retryLimit: definition.tries - 1,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: definition.timeoutSeconds,
  };
}
