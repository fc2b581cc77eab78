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

/**
 * A kind of background job as its senders see it: its pg-boss queue and how it is retried, without what it does. A
 * module that must not import the one that handles the job (schedule queuing booking's waitlist promotion) names the
 * job by its kind; the handling module spreads the kind into its JobDefinition, so both share one queue name.
 */
export interface JobKind<D = unknown> {
  name: string;
  /** Tries in all, the first included. */
  tries: number;
  /** Wait before the first retry; each later one waits about twice as long (pg-boss's backoff, with jitter). */
  retryDelaySeconds: number;
  /** A try still running after this long counts as failed. */
  timeoutSeconds: number;
  /** Cron expression (UTC) of a recurring, club-less job: the worker has pg-boss start it, once across servers. */
  cron?: string;
  /** Only in the type: the data a job of this kind carries. */
  readonly __data?: D;
}

/** A kind of background job with what it does. */
export interface JobDefinition<D = unknown> extends JobKind<D> {
  /** Throws to fail the try; the job is retried while tries are left. */
  run(app: AppContext, job: RunningJob<D>): Promise<void>;
}

/** What pg-boss stores as a job's data. */
export interface JobEnvelope<D> {
  clubId: number | null;
  data: D;
}

/** pg-boss's per-job retry options for a definition. */
export function retryOptions(definition: JobKind<any>) {
  return {
    retryLimit: definition.tries - 1,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: definition.timeoutSeconds,
  };
}
