import type { Insertable } from 'kysely';
import type { KioskRefusalsTable } from '../../platform/db/tables/checkin.js';
import type { Db } from '../../platform/db/database.js';

/** A refusal as the check-in records it: every column but the row's id and the staff's later dismissal. */
export type NewKioskRefusal = Omit<Insertable<KioskRefusalsTable>, 'id' | 'resolvedAt' | 'resolvedByAccountId'>;

/** Records a refused tap once: the same tap sent again (its client id) keeps the first record. */
export async function insertKioskRefusal(db: Db, values: NewKioskRefusal): Promise<void> {
  await db
    .insertInto('kioskRefusals')
    .values(values)
    .onConflict((oc) => oc.columns(['clubId', 'clientId']).doNothing())
    .execute();
}

/** A day's refusals nobody has dismissed yet, in the order tapped, with who, where and which kiosk. */
function openRefusalsOn(db: Db, clubId: number, date: string) {
  return db
    .selectFrom('kioskRefusals as r')
    .leftJoin('accounts as a', (join) => join.onRef('a.clubId', '=', 'r.clubId').onRef('a.id', '=', 'r.accountId'))
    .leftJoin('organizationLocations as l', (join) => join.onRef('l.clubId', '=', 'r.clubId').onRef('l.id', '=', 'r.locationId'))
    .leftJoin('checkinDevices as d', (join) => join.onRef('d.clubId', '=', 'r.clubId').onRef('d.accountId', '=', 'r.deviceAccountId'))
    .select(['r.id', 'r.accountId', 'a.firstName', 'a.lastName', 'r.keyNumber', 'l.name as locationName', 'd.name as deviceName', 'r.tappedAt', 'r.reasonCode', 'r.reasonMessage'])
    .where('r.clubId', '=', clubId)
    .where('r.date', '=', date)
    .where('r.resolvedAt', 'is', null)
    .orderBy('r.tappedAt')
    .orderBy('r.id');
}

/** One occurrence's refusals nobody has dismissed yet, in the order the members tapped. */
export function listOpenRefusals(db: Db, clubId: number, scheduleItemId: number, date: string) {
  return (
    openRefusalsOn(db, clubId, date)
      .where('r.scheduleItemId', '=', scheduleItemId)
      // a refusal at a class always names its member (kiosk_refusals_subject_check)
      .$narrowType<{ accountId: number; firstName: string; lastName: string }>()
      .execute()
  );
}

export type KioskRefusalRow = Awaited<ReturnType<typeof listOpenRefusals>>[number];

/**
 * A day's refusals that belong to no class and that nobody has dismissed yet, in the order tapped: card scans
 * refused before any class was chosen, and taps at a class the club does not have.
 */
export function listOpenScanRefusals(db: Db, clubId: number, date: string) {
  return openRefusalsOn(db, clubId, date).where('r.scheduleItemId', 'is', null).execute();
}

export type KioskScanRefusalRow = Awaited<ReturnType<typeof listOpenScanRefusals>>[number];

/** Marks an open refusal resolved; false when there is none of that id in the club (or it was dismissed already). */
export async function resolveRefusal(db: Db, clubId: number, id: number, by: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('kioskRefusals')
    .set({ resolvedAt: now, resolvedByAccountId: by })
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .where('resolvedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
