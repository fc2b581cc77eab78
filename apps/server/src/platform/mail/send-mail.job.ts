import type { JobDefinition } from '../jobs/job-definition.js';

/** Sends one outbox mail: 5 tries, waiting 30–60 s, then 1–2, 2–4 and 4–8 minutes between them (backoff with jitter). */
export const SEND_MAIL_JOB: JobDefinition<{ outboxId: number }> = {
  name: 'mail.send',
  tries: 5,
  retryDelaySeconds: 30,
  timeoutSeconds: 120,
  async run(app, job) {
    if (job.clubId === null) throw new Error('a mail job needs a club');
    await job.log(await app.mailer.deliver(job.clubId, job.data.outboxId, job.lastAttempt));
  },
};
