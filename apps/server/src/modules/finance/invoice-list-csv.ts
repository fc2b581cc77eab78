import { Decimal } from 'decimal.js';
import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { toCsv, type CsvColumn } from '../../platform/csv.js';
import { AppError } from '../../platform/errors.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';
import { fullName } from '../../platform/person-name.js';
import type { Club } from '../clubs/index.js';
import { listInvoicesForCsv, type InvoiceCsvRow } from './invoice.repository.js';
import { invoiceFilterOf, type InvoiceQuery } from './list-invoices.js';

const customer = (row: InvoiceCsvRow) => row.businessName ?? (row.firstName === null ? '' : fullName({ firstName: row.firstName, lastName: row.lastName ?? '' }));

const COLUMNS: CsvColumn<InvoiceCsvRow>[] = [
  { header: 'Invoice', value: (r) => r.invoiceNumber ?? '' },
  { header: 'Status', value: (r) => r.status },
  { header: 'Date', value: (r) => r.dateCreated },
  { header: 'Due', value: (r) => r.dateDue },
  { header: 'Customer', value: customer },
  { header: 'Summary', value: (r) => r.summary },
  { header: 'Subtotal', value: (r) => r.subtotal, amount: true },
  { header: 'Tax', value: (r) => r.tax, amount: true },
  { header: 'Total', value: (r) => r.total, amount: true },
  { header: 'Paid', value: (r) => r.paid, amount: true },
  { header: 'Balance', value: (r) => new Decimal(r.total).minus(r.paid).toFixed(2), amount: true },
];

/**
 * Every invoice the list's filters pick (status, group, account, invoice dates, total) as CSV for the accountant,
 * newest first (test plan L12: formulas escaped, amounts numbers), for staff with finance.invoices.read.
 */
export async function exportFinanceInvoicesCsv(app: AppContext, club: Club, actor: Actor | null, query: InvoiceQuery): Promise<string> {
  requirePermission(actor, 'finance.invoices.read');
  const filter = invoiceFilterOf(query);
  if (query.accountId === null) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND, { field: 'account' });
  return toCsv(await listInvoicesForCsv(app.db, club.id, { ...filter, accountId: query.accountId }), COLUMNS);
}
