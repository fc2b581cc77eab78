import type { AppContext } from '../../platform/app-context.js';
import { appVersion } from '../../platform/app-version.js';
import type { PgBossState } from '../../platform/db/tables/jobs.js';
import { countClubJobsByState, readJobWorkerBeat } from '../../platform/jobs/automation-job.repository.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { listAppliedMigrations, readDatabaseSize } from './diagnostics.repository.js';

export interface Diagnostics {
  version: string;
  databaseKind: 'PGlite' | 'PostgreSQL';
  databaseSizeBytes: number;
  migrations: { name: string; appliedAt: Date }[];
  jobCounts: { state: PgBossState; count: number }[];
  workerLastBeat: Date | null;
}

/** Settings → About and diagnostics: what support asks first when something is off. */
export async function readDiagnostics(app: AppContext, club: Club, actor: Actor | null): Promise<Diagnostics> {
  requirePermission(actor, 'settings.edit');
  const [databaseSizeBytes, migrations, jobCounts, workerLastBeat] = await Promise.all([
    readDatabaseSize(app.db),
    listAppliedMigrations(app.db),
    countClubJobsByState(app.db, club.id),
    readJobWorkerBeat(app.db),
  ]);
  return { version: appVersion(), databaseKind: app.config.databaseUrl ? 'PostgreSQL' : 'PGlite', databaseSizeBytes, migrations, jobCounts, workerLastBeat };
}
