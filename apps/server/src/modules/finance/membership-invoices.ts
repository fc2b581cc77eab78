import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import type { FinanceInvoice } from './invoice.js';
import { invoicesByIds } from './invoice.repository.js';
import { mayReadInvoice } from './list-invoices.js';
import { billingInvoicesOf } from './membership-invoice.repository.js';

/** The invoice that billed each membership period, as the actor may read it (mayReadInvoice; else null), in the ids' order, in two reads. */
export async function billingInvoicesFor(app: AppContext, club: Club, actor: Actor | null, accountMembershipIds: readonly number[]): Promise<(FinanceInvoice | null)[]> {
  if (!actor) return accountMembershipIds.map(() => null);
  const billing = await billingInvoicesOf(app.db, club.id, accountMembershipIds);
  const invoices = new Map((await invoicesByIds(app.db, club.id, billing.map((b) => b.id))).map((i) => [i.id, i]));
  const invoiceOf = new Map<number, FinanceInvoice>();
  for (const b of billing) {
    const invoice = invoices.get(b.id);
    if (invoice && mayReadInvoice(actor, invoice) && !invoiceOf.has(b.accountMembershipId)) invoiceOf.set(b.accountMembershipId, invoice);
  }
  return accountMembershipIds.map((id) => invoiceOf.get(id) ?? null);
}
