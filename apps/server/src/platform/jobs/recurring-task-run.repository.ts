import type { Db } from '../db/database.js';

/** Records that a club's task has done its period; false when it already had. */
export async function claimTaskPeriod(db: Db, run: { clubId: number; task: string; period: string; doneAt: Date }): Promise<boolean> {
  const row = await db.insertInto('recurringTaskRuns').values(run).onConflict((oc) => oc.doNothing()).returning('period').executeTakeFirst();
  return row !== undefined;
}

export async function deleteTaskRunsBefore(db: Db, clubId: number, before: Date): Promise<number> {
  const result = await db.deleteFrom('recurringTaskRuns').where('clubId', '=', clubId).where('doneAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
