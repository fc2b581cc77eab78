import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * Runs `attempt` inside a savepoint of the caller's transaction: when it throws, what it wrote is undone and the
 * transaction goes on (a failed statement would otherwise abort all of it), and the error is thrown on.
 */
export async function inSavepoint<T>(trx: Db, name: string, attempt: () => Promise<T>): Promise<T> {
  await sql`SAVEPOINT ${sql.id(name)}`.execute(trx);
  try {
    const result = await attempt();
    await sql`RELEASE SAVEPOINT ${sql.id(name)}`.execute(trx);
    return result;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT ${sql.id(name)}`.execute(trx);
    throw error;
  }
}
