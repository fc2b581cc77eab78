import type { AppContext } from '../../platform/app-context.js';
import { findClubJob, listClubJobs, listJobLogs } from '../../platform/jobs/automation-job.repository.js';
import { pgBossStateOf, type JobStatus } from '../../platform/jobs/job-status.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { isJobId, presentJob, type AutomationJob } from './automation-job.js';
import type { ListPage } from '../../platform/list-page.js';

/** The club's background jobs with their logs, newest first, for staff allowed to see them. */
export async function listAutomationJobs(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  filter: { status?: JobStatus | null | undefined; name?: string | null | undefined },
  page: ListPage,
): Promise<AutomationJob[]> {
  requirePermission(actor, 'automation.jobs.view');
  const rows = await listClubJobs(app.db, club.id, { state: filter.status ? pgBossStateOf(filter.status) : undefined, name: filter.name ?? undefined }, page);
  const log = await listJobLogs(app.db, club.id, rows.map((row) => row.id));
  return rows.map((row) => presentJob(row, log));
}

/** One of the club's jobs, or undefined for an unknown id or another club's job. */
export async function findAutomationJob(app: AppContext, club: Club, actor: Actor | null, id: string): Promise<AutomationJob | undefined> {
  requirePermission(actor, 'automation.jobs.view');
  if (!isJobId(id)) return undefined;
  const row = await findClubJob(app.db, club.id, id);
  return row && presentJob(row, await listJobLogs(app.db, club.id, [id]));
}
