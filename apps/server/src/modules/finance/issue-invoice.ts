import { Decimal } from 'decimal.js';
import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { addDays, clubDateOf } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { lockInvoiceGroup, setNextInvoiceNumberAndInvoice } from './finance-setup.repository.js';
import { INVOICE_NOT_FOUND } from './invoice.js';
import { invoiceFieldError } from './invoice-draft.js';
import { lockInvoice } from './invoice.repository.js';
import { INVOICE_MAIL_JOB } from './invoice-mail.job.js';
import { nextInvoiceNumber } from './invoice-number.js';

export const ALREADY_ISSUED = 'This invoice is issued already: it has its number and never changes.';

/**
 * Staff (finance.invoices.issue) issue a draft invoice, in one transaction (issueInvoiceIn); answers its number.
 */
export async function issueInvoice(app: AppContext, club: Club, actor: Actor | null, invoiceId: number | null): Promise<string> {
  requirePermission(actor, 'finance.invoices.issue');
  if (invoiceId === null) throw invoiceFieldError('invoice', INVOICE_NOT_FOUND, 'NOT_FOUND');
  return app.db.transaction().execute((trx) => issueInvoiceIn(app, trx, club, invoiceId));
}

/**
 * The issue, in the caller's transaction (domain notes, "Invoices and credit notes"): the draft is locked and checked,
 * then numbered and sent (issueCheckedDraft). A second issue is refused (CONFLICT).
 */
export async function issueInvoiceIn(app: AppContext, trx: Db, club: Club, invoiceId: number): Promise<string> {
  const invoice = await lockInvoice(trx, club.id, invoiceId);
  if (!invoice) throw invoiceFieldError('invoice', INVOICE_NOT_FOUND, 'NOT_FOUND');
  if (invoice.status !== 'DRAFT') throw invoiceFieldError('invoice', ALREADY_ISSUED, 'CONFLICT');
  assertIssuableTotal(invoice.total);
  return issueCheckedDraft(app, trx, club, invoice);
}

/** An invoice is issued for a total above zero; a credit note gives money back. */
export function assertIssuableTotal(total: string): void {
  if (!new Decimal(total).greaterThan(0)) throw invoiceFieldError('lines', 'An invoice is issued for a total above zero; a credit note gives money back.');
}

/**
 * Issues a draft the caller holds (locked and checked, or written in this transaction): its mail with the PDF is
 * queued, sent by a job after the commit; then, last, so that the lock is held only for the number and the few
 * statements to the commit, the group is locked and its next number of the year taken (the year of the club's today,
 * so 23:59 on 31 December club time is still the old year); one counter per group and year, handed out under the
 * group's lock, so racing issues take numbers one after the other and a rollback gives its number back (no gap, no
 * repeat). The invoice is dated the club's today, due after the group's days, SENT, and frozen for good.
 */
export async function issueCheckedDraft(app: AppContext, trx: Db, club: Club, invoice: { id: number; financeInvoiceGroupId: number }): Promise<string> {
  await app.jobs.enqueue(trx, INVOICE_MAIL_JOB, club.id, { invoiceId: invoice.id });
  const group = await lockInvoiceGroup(trx, club.id, invoice.financeInvoiceGroupId);
  if (!group) throw new Error(`invoice ${invoice.id} has no group`);
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);
  const numbering = nextInvoiceNumber(group, Number(today.slice(0, 4)));
  await setNextInvoiceNumberAndInvoice(trx, club.id, { groupId: group.id, year: numbering.year, nextNumber: numbering.nextNumber }, invoice.id, {
    invoiceNumber: numbering.invoiceNumber,
    status: 'SENT',
    dateCreated: today,
    dateDue: addDays(today, group.dueAfterDays),
    issuedAt: now,
    updatedAt: now,
  });
  return numbering.invoiceNumber;
}
