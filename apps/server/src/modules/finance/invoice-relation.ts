import type { Db } from '../../platform/db/database.js';
import { fullName } from '../../platform/person-name.js';
import { findAccountById } from '../account-records/index.js';
import { findBusiness } from '../relations/index.js';

/** Whom an invoice or a quote is for, as its PDF prints it and its mail addresses it. */
export interface InvoiceRelation {
  /** the "Bill to" lines: name, address, VAT id */
  billTo: string[];
  /** '' when the relation has none: nothing is mailed */
  email: string;
  /** how the mail greets them */
  greeting: string;
}

/** The invoice's or quote's relation (its account, or its business relation with its address and VAT id), or undefined when it is gone. */
export async function invoiceRelation(db: Db, clubId: number, invoice: { accountId: number | null; relationsBusinessId: number | null }): Promise<InvoiceRelation | undefined> {
  if (invoice.relationsBusinessId !== null) {
    const business = await findBusiness(db, clubId, invoice.relationsBusinessId);
    if (!business) return undefined;
    const place = [business.postcode, business.city].filter(Boolean).join(' ');
    const lines = [business.name, business.addressLine1, business.addressLine2, place, business.country, business.vatId && `VAT ID: ${business.vatId}`, business.email];
    return { billTo: lines.filter(Boolean), email: business.email, greeting: business.name };
  }
  const account = invoice.accountId === null ? undefined : await findAccountById(db, clubId, invoice.accountId);
  if (!account) return undefined;
  const billTo = [fullName(account), account.address, [account.postcode, account.city].filter(Boolean).join(' '), account.country, account.email].filter(Boolean);
  return { billTo, email: account.email, greeting: account.firstName };
}
