import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { isPositiveMoney } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import type { AccountMembership } from '../memberships/index.js';
import { missingDefaultGroupMessage } from './default-group.js';
import { lockDefaultGroup } from './finance-setup.repository.js';
import { insertInvoice } from './invoice.repository.js';
import { issueInvoiceIn } from './issue-invoice.js';
import { snapshotLine } from './save-invoice-draft.js';

/**
 * Invoices a membership period as it is sold or renewed, in the caller's transaction: one line naming the period
 * (account_membership_id) at the product's price with its tax rate, GL account and cost centre, in the default
 * group of memberships, issued through the invoices' one issue path (numbered under the group's lock, dated the
 * club's today, mailed after the commit). A free membership has no invoice (null). A club without a memberships
 * group is the set-up error (FINANCE_SETUP_INCOMPLETE), and the caller's transaction writes nothing.
 */
export async function invoiceAccountMembership(app: AppContext, trx: Db, club: Club, membership: AccountMembership): Promise<{ id: number; invoiceNumber: string } | null> {
  const { product } = membership;
  if (!isPositiveMoney(product.price)) return null;
  const group = await lockDefaultGroup(trx, club.id, 'MEMBERSHIP');
  if (!group) throw new AppError('FINANCE_SETUP_INCOMPLETE', missingDefaultGroupMessage('MEMBERSHIP'));
  const line = await snapshotLine(trx, club.id, 0, {
    productName: product.name,
    description: `Membership ${membership.dateStart} – ${membership.dateEnd}`,
    quantity: '1',
    price: product.price,
    ...(product.financeTaxRateId === null ? {} : { taxRateId: product.financeTaxRateId }),
    ...(product.financeGlAccountId === null ? {} : { glAccountId: product.financeGlAccountId }),
    ...(product.financeCostCentreId === null ? {} : { costCentreId: product.financeCostCentreId }),
  });
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);
  const id = await insertInvoice(
    trx,
    {
      clubId: club.id,
      accountId: membership.accountId,
      financeInvoiceGroupId: group.id,
      status: 'DRAFT',
      summary: `Membership ${product.name}`,
      dateCreated: today,
      dateDue: today,
      terms: group.terms,
      footer: group.footer,
      subtotal: line.subtotal,
      tax: line.tax,
      total: line.total,
      createdAt: now,
      updatedAt: now,
    },
    [{ ...line, accountClasspassId: null, accountMembershipId: membership.id }],
  );
  return { id, invoiceNumber: await issueInvoiceIn(app, trx, club, id) };
}
