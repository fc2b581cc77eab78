import type { Db } from '../../platform/db/database.js';
import { fullName } from '../../platform/person-name.js';
import { findAccountById } from '../account-records/index.js';

/** Whom an invoice is for, as its PDF prints it and its mail addresses it. */
export interface InvoiceRelation {
  /** the "Bill to" lines: name, address, VAT id */
  billTo: string[];
  email: string;
  /** how the mail greets them */
  greeting: string;
}

/** The invoice's relation (its account), or undefined when it is gone. */
export async function invoiceRelation(db: Db, clubId: number, invoice: { accountId: number | null }): Promise<InvoiceRelation | undefined> {
  const account = invoice.accountId === null ? undefined : await findAccountById(db, clubId, invoice.accountId);
  if (!account) return undefined;
  const billTo = [fullName(account), account.address, [account.postcode, account.city].filter(Boolean).join(' '), account.country, account.email].filter(Boolean);
  return { billTo, email: account.email, greeting: account.firstName };
}
