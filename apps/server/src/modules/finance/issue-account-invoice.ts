import type { SaleKindCode } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { sumAmounts } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { missingDefaultGroupMessage } from './default-group.js';
import { findDefaultGroup, type InvoiceGroup } from './finance-setup.repository.js';
import type { InvoiceLineInput } from './invoice-draft.js';
import { insertInvoiceWithItemIds } from './invoice.repository.js';
import { assertIssuableTotal, issueCheckedDraft } from './issue-invoice.js';
import { snapshotLines } from './save-invoice-draft.js';

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

/** What a run issuing many invoices of one kind of sale reads once: the kind's default group (none: the set-up error on each issue). */
export interface AccountInvoiceSetup {
  group: InvoiceGroup | undefined;
}

export async function readAccountInvoiceSetup(db: Db, club: Club, saleKind: SaleKindCode): Promise<AccountInvoiceSetup> {
  return { group: await findDefaultGroup(db, club.id, saleKind) };
}

/** A draft written for an account, to be issued in the same transaction (issueAccountDraft). */
export interface AccountDraft {
  id: number;
  financeInvoiceGroupId: number;
  total: string;
  /** the lines' ids, in the order given */
  itemIds: number[];
}

/**
 * Writes a draft for an account in the default group of its kind of sale (read once per run when `setup` is given),
 * with the group's terms and footer and lines snapshotted as staff's are (tax rate, GL and cost-centre codes), in the
 * caller's transaction, whose use case checked the actor's permission. A kind of sale without a default group is a
 * set-up error (FINANCE_SETUP_INCOMPLETE); a total of zero or less is refused as the issue refuses it.
 */
export async function draftAccountInvoice(app: AppContext, trx: Db, club: Club, invoice: AccountInvoice, setup?: AccountInvoiceSetup): Promise<AccountDraft> {
  const { group } = setup ?? (await readAccountInvoiceSetup(trx, club, invoice.saleKind));
  if (!group) throw new AppError('FINANCE_SETUP_INCOMPLETE', missingDefaultGroupMessage(invoice.saleKind));
  const snapshots = await snapshotLines(trx, club.id, invoice.lines);
  const lines = snapshots.map((line, index) => ({ ...line, ...invoice.lines[index]!.source }));
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);
  const amounts = sumAmounts(lines);
  assertIssuableTotal(amounts.total);
  const { id, itemIds } = await insertInvoiceWithItemIds(
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
  return { id, financeInvoiceGroupId: group.id, total: amounts.total, itemIds };
}

/**
 * Issues a draft written in this transaction through the invoices' one issue path (issueCheckedDraft: mailed after
 * the commit, numbered last under the group's lock, dated the club's today, due after the group's days, frozen).
 */
export async function issueAccountDraft(app: AppContext, trx: Db, club: Club, draft: AccountDraft): Promise<IssuedAccountInvoice> {
  const invoiceNumber = await issueCheckedDraft(app, trx, club, draft);
  return { id: draft.id, invoiceNumber, total: draft.total, itemIds: draft.itemIds };
}

/** Writes a draft for an account and issues it at once (draftAccountInvoice, then issueAccountDraft). */
export async function issueAccountInvoice(app: AppContext, trx: Db, club: Club, invoice: AccountInvoice): Promise<IssuedAccountInvoice> {
  return issueAccountDraft(app, trx, club, await draftAccountInvoice(app, trx, club, invoice));
}
