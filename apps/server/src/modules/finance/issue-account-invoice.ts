import type { SaleKindCode } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { sumAmounts } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { missingDefaultGroupMessage } from './default-group.js';
import { lockDefaultGroup } from './finance-setup.repository.js';
import type { InvoiceLineInput } from './invoice-draft.js';
import { insertInvoice, invoiceItemIds } from './invoice.repository.js';
import { issueInvoiceIn } from './issue-invoice.js';
import { snapshotLine } from './save-invoice-draft.js';

/** What a line bills, besides its product: a subscription's month or its registration fee (migration 0042). */
export interface LineSource {
  accountSubscriptionId?: number;
  subscriptionMonth?: string;
  registrationFee?: boolean;
  accountMembershipId?: number;
}

/** An invoice for an account in the default group of its kind of sale, issued as it is made. */
export interface AccountInvoice {
  accountId: number;
  saleKind: SaleKindCode;
  summary: string;
  /** null: none named */
  paymentMethodId: number | null;
  lines: readonly (InvoiceLineInput & { source?: LineSource })[];
}

export interface IssuedAccountInvoice {
  id: number;
  invoiceNumber: string;
  total: string;
  /** the lines' ids, in the order given */
  itemIds: number[];
}

/**
 * Writes a draft for an account in the default group of its kind of sale, with the group's terms and footer and
 * lines snapshotted as staff's are (tax rate, GL and cost-centre codes), and issues it through the invoices' one
 * issue path (issueInvoiceIn: numbered under the group's lock, dated the club's today, due after the group's
 * days, frozen, mailed after the commit), in the caller's transaction, whose use case checked the actor's
 * permission. A kind of sale without a default group is a set-up error (FINANCE_SETUP_INCOMPLETE).
 */
export async function issueAccountInvoice(app: AppContext, trx: Db, club: Club, invoice: AccountInvoice): Promise<IssuedAccountInvoice> {
  const group = await lockDefaultGroup(trx, club.id, invoice.saleKind);
  if (!group) throw new AppError('FINANCE_SETUP_INCOMPLETE', missingDefaultGroupMessage(invoice.saleKind));
  const lines = [];
  for (const [index, line] of invoice.lines.entries()) lines.push({ ...(await snapshotLine(trx, club.id, index, line)), ...line.source });
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);
  const amounts = sumAmounts(lines);
  const id = await insertInvoice(
    trx,
    {
      clubId: club.id,
      accountId: invoice.accountId,
      financeInvoiceGroupId: group.id,
      status: 'DRAFT',
      summary: invoice.summary,
      dateCreated: today,
      dateDue: today,
      terms: group.terms,
      footer: group.footer,
      financePaymentMethodId: invoice.paymentMethodId,
      ...amounts,
      createdAt: now,
      updatedAt: now,
    },
    lines.map((line) => ({ ...line, accountClasspassId: null })),
  );
  const invoiceNumber = await issueInvoiceIn(app, trx, club, id);
  return { id, invoiceNumber, total: amounts.total, itemIds: await invoiceItemIds(trx, club.id, id) };
}
