import type { JobDefinition } from './platform/jobs/job-definition.js';
import { SEND_MAIL_JOB } from './platform/mail/send-mail.job.js';
import { PRUNE_AUTH_RECORDS_JOB } from './modules/auth/prune-auth-records.job.js';
import { DAILY_CLUB_TASKS_JOB } from './modules/clubs/daily-club-tasks.job.js';

/** Every kind of background job; each gets its pg-boss queue at start-up, and the worker runs them in this order. */
export const JOB_DEFINITIONS: readonly JobDefinition<any>[] = [SEND_MAIL_JOB, DAILY_CLUB_TASKS_JOB, PRUNE_AUTH_RECORDS_JOB];
