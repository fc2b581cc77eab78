import { INVOICE_MESSAGES } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { addDays, clubDateOf } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';
import { sumAmounts } from '../../platform/money.js';
import { findAccountById } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { BUSINESS_NOT_FOUND, findBusiness } from '../relations/index.js';
import { findInvoiceGroup, findLedgerCode, lockTaxRate, type LedgerCodeTable } from './finance-setup-items.repository.js';
import type { TaxRateRow } from './finance-setup.repository.js';
import { INVOICE_FROZEN, INVOICE_NOT_FOUND } from './invoice.js';
import { assertValidDraft, draftLine, invoiceFieldError, lineField, type DraftLine, type InvoiceDraftInput, type InvoiceLineInput } from './invoice-draft.js';
import { replaceInvoiceLines, updateInvoiceRow } from './invoice-draft.repository.js';
import { lockInvoice } from './invoice.repository.js';
import { insertInvoice } from './invoice.repository.js';
import { findPaymentMethod } from './payment.repository.js';

/** Which invoice a save writes: 'new' creates a draft; an id changes that draft; null is an id that names none. */
export type DraftTarget = 'new' | number | null;

/**
 * Staff (finance.invoices.edit) write a draft invoice or change one: the relation (an account or a business
 * relation), an invoice group of kind INVOICE, lines with their tax rate, GL account and cost
 * centre, terms and footer (the group's unless typed), the payment method. Each line snapshots its rate's
 * percentage and type and the codes at save time (a used rate never changes: it is replaced); the amounts are
 * computed here, exactly, line by line. A draft has no number; its dates are provisional until the issue. An
 * issued invoice is refused (INVOICE_FROZEN), as is anything not this club's; nothing is half-written.
 */
export async function saveInvoiceDraft(app: AppContext, club: Club, actor: Actor | null, target: DraftTarget, input: InvoiceDraftInput): Promise<number> {
  requirePermission(actor, 'finance.invoices.edit');
  if (target === null) throw invoiceFieldError('invoice', INVOICE_NOT_FOUND, 'NOT_FOUND');
  assertValidDraft(input);
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);

  return app.db.transaction().execute(async (trx) => {
    const draft = target === 'new' ? undefined : await lockInvoice(trx, club.id, target);
    if (target !== 'new' && !draft) throw invoiceFieldError('invoice', INVOICE_NOT_FOUND, 'NOT_FOUND');
    if (draft && draft.status !== 'DRAFT') throw invoiceFieldError('invoice', INVOICE_FROZEN, 'CONFLICT');
    const relation = await relationOf(trx, club.id, input);
    const group = input.groupId === null ? undefined : await findInvoiceGroup(trx, club.id, input.groupId);
    if (!group || group.kind !== 'INVOICE' || group.archived) throw invoiceFieldError('group', 'Choose an invoice group of the club that is in use.', 'NOT_FOUND');
    const paymentMethodId = await paymentMethodOf(trx, club.id, input.paymentMethodId);
    const lines = await snapshotLines(trx, club.id, input.lines);

    const values = {
      ...relation,
      financeInvoiceGroupId: group.id,
      summary: (input.summary ?? '').trim(),
      terms: input.terms === null || input.terms === undefined ? group.terms : input.terms.trim(),
      footer: input.footer === null || input.footer === undefined ? group.footer : input.footer.trim(),
      financePaymentMethodId: paymentMethodId,
      // Provisional: the issue dates it on the club's today.
      dateCreated: today,
      dateDue: addDays(today, group.dueAfterDays),
      ...sumAmounts(lines),
      updatedAt: now,
    };
    if (draft) {
      await updateInvoiceRow(trx, club.id, draft.id, values);
      await replaceInvoiceLines(trx, club.id, draft.id, lines);
      return draft.id;
    }
    return insertInvoice(trx, { ...values, clubId: club.id, status: 'DRAFT', invoiceNumber: null, issuedAt: null, createdAt: now }, lines.map((line) => ({ ...line, accountClasspassId: null })));
  });
}

/** The invoice's (or quote's) relation: one account of the club, or one of its business relations (archived ones are not invoiced anew). */
export async function relationOf(trx: Db, clubId: number, input: InvoiceDraftInput): Promise<{ accountId: number | null; relationsBusinessId: number | null }> {
  const given = [input.accountId, input.businessId].filter((id) => id !== undefined);
  if (given.length !== 1) throw invoiceFieldError('relation', INVOICE_MESSAGES.relation);
  if (input.businessId !== undefined) {
    const business = input.businessId === null ? undefined : await findBusiness(trx, clubId, input.businessId);
    if (!business || business.archived) throw invoiceFieldError('relationsBusiness', BUSINESS_NOT_FOUND, 'NOT_FOUND');
    return { accountId: null, relationsBusinessId: business.id };
  }
  const account = input.accountId === null || input.accountId === undefined ? undefined : await findAccountById(trx, clubId, input.accountId);
  if (!account) throw invoiceFieldError('account', ACCOUNT_NOT_FOUND, 'NOT_FOUND');
  return { accountId: account.id, relationsBusinessId: null };
}

async function paymentMethodOf(trx: Db, clubId: number, id: number | null | undefined): Promise<number | null> {
  if (id === undefined) return null;
  const method = id === null ? undefined : await findPaymentMethod(trx, clubId, id);
  if (!method || method.archived) throw invoiceFieldError('paymentMethod', 'This payment method could not be found.', 'NOT_FOUND');
  return method.id;
}

/**
 * A line with its rate, GL account and cost centre looked up (this club's, in use). The rate is read under its
 * shared lock, so a first use and a change of its percentage do not cross (save-tax-rate.ts) and lines written at once do not wait on each other.
 */
export async function snapshotLine(trx: Db, clubId: number, index: number, line: InvoiceLineInput, reads: LineReads = lineReads()): Promise<DraftLine> {
  let rate: TaxRateRow | undefined;
  if (line.taxRateId !== undefined) {
    const rateId = line.taxRateId;
    rate = rateId === null ? undefined : await reads.once(`rate:${rateId}`, () => lockTaxRate(trx, clubId, rateId, 'share'));
    if (!rate || rate.archived) throw invoiceFieldError(lineField(index, 'taxRate'), 'Choose a tax rate of the club that is in use.', 'NOT_FOUND');
  }
  const code = async (table: LedgerCodeTable, id: number | null | undefined, field: string, what: string) => {
    if (id === undefined) return undefined;
    const row = id === null ? undefined : await reads.once(`${table}:${id}`, () => findLedgerCode(trx, table, clubId, id));
    if (!row || row.archived) throw invoiceFieldError(lineField(index, field), `Choose a ${what} of the club that is in use.`, 'NOT_FOUND');
    return row;
  };
  const gl = await code('financeGlAccounts', line.glAccountId, 'glAccount', 'GL account');
  const costCentre = await code('financeCostCentres', line.costCentreId, 'costCentre', 'cost centre');
  return draftLine(line, rate, gl, costCentre);
}

/** What the lines of one save read, each rate and code once: an invoice's lines mostly share them (a month and its fee). */
interface LineReads {
  once<T>(key: string, read: () => Promise<T>): Promise<T>;
}

function lineReads(): LineReads {
  const done = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, read: () => Promise<T>) {
      if (!done.has(key)) done.set(key, read());
      return done.get(key) as Promise<T>;
    },
  };
}

/** The lines snapshotted in order (snapshotLine), each rate locked and each code read once. */
export async function snapshotLines(trx: Db, clubId: number, lines: readonly InvoiceLineInput[]): Promise<DraftLine[]> {
  const reads = lineReads();
  const drafted: DraftLine[] = [];
  for (const [index, line] of lines.entries()) drafted.push(await snapshotLine(trx, clubId, index, line, reads));
  return drafted;
}
