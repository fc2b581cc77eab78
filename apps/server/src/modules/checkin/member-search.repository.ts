import { sql } from 'kysely';
import { DEVICE_ROLE } from '../../platform/access-policy.js';
import type { Db } from '../../platform/db/database.js';

/**
 * Active people of the club (no check-in devices) whose first, last or full name starts with the pattern, with
 * only what the kiosk may show: the id to check in and the first name and last initial. Names only: an email or
 * a key number typed here matches nothing, so the box cannot be used to probe them. Each condition is one
 * index of migration 0012.
 */
export function searchKioskNames(db: Db, clubId: number, prefixPattern: string, limit: number) {
  return db
    .selectFrom('accounts')
    .select((eb) => ['id', 'firstName', eb.fn<string>('left', ['lastName', eb.val(1)]).as('lastInitial')])
    .where('clubId', '=', clubId)
    .where('role', '<>', DEVICE_ROLE)
    .where('active', '=', true)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['firstName']), 'like', prefixPattern),
        eb(eb.fn('lower', ['lastName']), 'like', prefixPattern),
        eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', prefixPattern),
      ]),
    )
    .orderBy(sql`lower(first_name)`)
    .orderBy(sql`lower(last_name)`)
    .orderBy('id')
    .limit(limit)
    .execute();
}
