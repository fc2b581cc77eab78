import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { findClubJob, insertJobLog, listJobLogs, lockPgBossJob } from '../../platform/jobs/automation-job.repository.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { isJobId, presentJob, type AutomationJob } from './automation-job.js';

/** Revokes a job that is still waiting (PENDING or RETRY); a running or finished job is left alone. */
export async function revokeAutomationJob(app: AppContext, club: Club, actor: Actor | null, id: string): Promise<AutomationJob> {
  const staff = requirePermission(actor, 'automation.jobs.manage');
  const notFound = new AppError('NOT_FOUND', 'This job could not be found.');
  if (!isJobId(id)) throw notFound;
  return app.db.transaction().execute(async (trx) => {
    const job = await findClubJob(trx, club.id, id);
    if (!job) throw notFound;
    const state = await lockPgBossJob(trx, job.name, id);
    if (state !== 'created' && state !== 'retry') throw new AppError('CONFLICT', 'Only a job that is waiting can be revoked.');
    await app.jobs.cancel(trx, job.name, id);
    await insertJobLog(trx, club.id, id, `Revoked by ${staff.email}`);
    return presentJob((await findClubJob(trx, club.id, id))!, await listJobLogs(trx, club.id, [id]));
  });
}
