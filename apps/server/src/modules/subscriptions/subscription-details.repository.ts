import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

// The read-only lists of a subscription's detail: its credit grants with the bookings that spent them, and the invoice
// lines that billed it (with the credit notes' lines that credited those).

/** The grants, earliest expiry first, with how many of their credits bookings spent (a late cancel keeps its credit). */
export function creditGrantsOf(db: Db, clubId: number, subscriptionId: number) {
  return db
    .selectFrom('accountSubscriptionCredits as c')
    .select(['c.id', 'c.kind', 'c.month', 'c.amount', 'c.expiresOn', 'c.description', 'c.createdAt'])
    .select((eb) =>
      eb
        .selectFrom('scheduleItemAttendances as a')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('a.clubId', '=', 'c.clubId')
        .whereRef('a.accountSubscriptionCreditId', '=', 'c.id')
        .as('spent'),
    )
    .where('c.clubId', '=', clubId)
    .where('c.accountSubscriptionId', '=', subscriptionId)
    .orderBy('c.expiresOn')
    .orderBy('c.id')
    .execute();
}

/** The subscription's bookings, newest class first (at most 200), with the grant each spends, if any. */
export function bookingsOf(db: Db, clubId: number, subscriptionId: number) {
  return db
    .selectFrom('scheduleItemAttendances as a')
    .innerJoin('scheduleItems as i', (j) => j.onRef('i.clubId', '=', 'a.clubId').onRef('i.id', '=', 'a.scheduleItemId'))
    .innerJoin('organizationClasstypes as t', (j) => j.onRef('t.clubId', '=', 'i.clubId').onRef('t.id', '=', 'i.organizationClasstypeId'))
    .select(['a.id', 'a.date', 'a.bookingStatus', 'a.accountSubscriptionCreditId', 'a.advanceCredit', 'i.timeStart', 't.name as className'])
    .where('a.clubId', '=', clubId)
    .where('a.accountSubscriptionId', '=', subscriptionId)
    .orderBy('a.date', 'desc')
    .orderBy('a.id', 'desc')
    .limit(200)
    .execute();
}

/** The lines billing the subscription and the credit notes' lines crediting them, newest invoice first. */
export function invoiceLinesOf(db: Db, clubId: number, subscriptionId: number) {
  return db
    .selectFrom('financeInvoiceItems as i')
    .innerJoin('financeInvoices as n', (j) => j.onRef('n.clubId', '=', 'i.clubId').onRef('n.id', '=', 'i.financeInvoiceId'))
    .select(['i.id', 'i.financeInvoiceId', 'i.productName', 'i.description', 'i.subscriptionMonth', 'i.registrationFee', 'i.total', 'n.invoiceNumber', 'n.status', 'n.dateCreated', 'n.creditedInvoiceId'])
    .where('i.clubId', '=', clubId)
    .where((eb) =>
      eb.or([
        eb('i.accountSubscriptionId', '=', subscriptionId),
        eb(
          'i.creditedItemId',
          'in',
          eb.selectFrom('financeInvoiceItems as b').select('b.id').where('b.clubId', '=', clubId).where('b.accountSubscriptionId', '=', subscriptionId),
        ),
      ]),
    )
    .orderBy('n.dateCreated', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

/** Per subscription, the credits still usable on a date: unexpired grants' amounts minus what bookings spent of them. */
export async function creditsLeftOn(db: Db, clubId: number, subscriptionIds: readonly number[], date: string): Promise<Map<number, number>> {
  if (subscriptionIds.length === 0) return new Map();
  const grants = db
    .selectFrom('accountSubscriptionCredits as c')
    .select('c.accountSubscriptionId')
    .select((eb) =>
      eb(
        'c.amount',
        '-',
        eb.selectFrom('scheduleItemAttendances as a').select((e) => e.cast<number>(e.fn.countAll(), 'integer').as('n')).whereRef('a.clubId', '=', 'c.clubId').whereRef('a.accountSubscriptionCreditId', '=', 'c.id'),
      ).as('left'),
    )
    .where('c.clubId', '=', clubId)
    .where('c.accountSubscriptionId', 'in', subscriptionIds)
    .where('c.expiresOn', '>=', date)
    .where(sql<string>`c.month || '-01'`, '<=', date);
  const rows = await db
    .selectFrom(grants.as('g'))
    .select(['g.accountSubscriptionId', sql<string>`sum(g.left)`.as('left')])
    .groupBy('g.accountSubscriptionId')
    .execute();
  return new Map(rows.map((r) => [r.accountSubscriptionId, Number(r.left)]));
}
