import type { Db } from '../../platform/db/database.js';
import type { InvoiceStatus } from '../../platform/db/tables/finance.js';

/** The invoice that billed a membership period: its line names the period (a credit note of it does not count). */
export interface MembershipInvoice {
  accountMembershipId: number;
  id: number;
  invoiceNumber: string | null;
  status: InvoiceStatus;
}

/** The billing invoice of each of the periods that has one, in one read. */
export async function billingInvoicesOf(db: Db, clubId: number, accountMembershipIds: readonly number[]): Promise<MembershipInvoice[]> {
  if (accountMembershipIds.length === 0) return [];
  const rows = await db
    .selectFrom('financeInvoiceItems as item')
    .innerJoin('financeInvoices as invoice', (j) => j.onRef('invoice.clubId', '=', 'item.clubId').onRef('invoice.id', '=', 'item.financeInvoiceId'))
    .select(['item.accountMembershipId', 'invoice.id', 'invoice.invoiceNumber', 'invoice.status'])
    .where('item.clubId', '=', clubId)
    .where('item.accountMembershipId', 'in', accountMembershipIds)
    .where('invoice.creditedInvoiceId', 'is', null)
    .orderBy('invoice.id')
    .execute();
  return rows.flatMap((r) => (r.accountMembershipId === null ? [] : [{ ...r, accountMembershipId: r.accountMembershipId }]));
}

/** Lines of drafts and cancelled drafts stop naming a deleted period (an issued invoice never changes). */
export async function unlinkMembershipFromDrafts(trx: Db, clubId: number, accountMembershipId: number, draftIds: readonly number[]): Promise<void> {
  if (draftIds.length === 0) return;
  await trx
    .updateTable('financeInvoiceItems')
    .set({ accountMembershipId: null })
    .where('clubId', '=', clubId)
    .where('accountMembershipId', '=', accountMembershipId)
    .where('financeInvoiceId', 'in', draftIds)
    .execute();
}
