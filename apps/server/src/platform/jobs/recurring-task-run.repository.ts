import type { Db } from '../db/database.js';

/** Records that a club's task has done its period; false when it already had. */
export async function claimTaskPeriod(db: Db, run: { clubId: number; task: string; period: string; doneAt: Date }): Promise<boolean> {
  const row = await db.insertInto('recurringTaskRuns').values(run).onConflict((oc) => oc.doNothing()).returning('period').executeTakeFirst();
  return row !== undefined;
}
