import { Decimal } from 'decimal.js';
import type { BatchCandidate, BatchItemPlan } from './batch-contents.js';

/*
 * What a category batch collects (domain notes, "Category batches collect per-account amounts of a month"): per
 * account, the sum of its amounts of the batch's categories that apply to the month and that no open batch
 * holds for it, on the account's mandate in force. Every account left out is listed with why, so staff can mend it.
 */

/** One amount that applies to the month, with what the batch needs to know about its account. */
export interface CategoryAmountCandidate {
  amountId: number;
  accountId: number;
  accountName: string;
  amount: string;
  description: string;
  categoryName: string;
  /** the open batch already collecting this amount for the month */
  heldByBatchId: number | null;
  mandate: BatchCandidate['mandate'];
  hasBankAccount: boolean;
  hasRetiredMandate: boolean;
}

export interface LeftOutAccount {
  accountId: number;
  accountName: string;
  reason: string;
}

export interface CategoryItemPlan extends Omit<BatchItemPlan, 'invoiceId' | 'endToEndId'> {
  remittance: string;
  amounts: { accountAmountId: number; amount: string }[];
}

export interface CategoryBatchContents {
  items: CategoryItemPlan[];
  leftOut: LeftOutAccount[];
}

const MAX_REMITTANCE = 140;

function why(first: CategoryAmountCandidate, open: readonly CategoryAmountCandidate[], total: Decimal, collectionDate: string): string | null {
  if (open.length === 0) return `Its amounts of this month are in open batch #${first.heldByBatchId}.`;
  const mandate = first.mandate;
  if (!mandate) {
    if (!first.hasBankAccount) return 'The account has no bank account.';
    return first.hasRetiredMandate ? "The account's mandate is retired; it needs a new one." : 'The account has no valid direct debit mandate.';
  }
  if (mandate.signatureDate > collectionDate) return 'The mandate is signed after the collection date.';
  if (!total.greaterThan(0)) return 'The amount to collect is zero.';
  return null;
}

/** Splits the month's amounts into one item per account and the accounts left out, each with its reason. */
export function categoryBatchContents(
  candidates: readonly CategoryAmountCandidate[],
  batch: { month: string; collectionDate: string; useFirstSequence: boolean },
): CategoryBatchContents {
  const byAccount = new Map<number, CategoryAmountCandidate[]>();
  for (const candidate of candidates) byAccount.set(candidate.accountId, [...(byAccount.get(candidate.accountId) ?? []), candidate]);
  const contents: CategoryBatchContents = { items: [], leftOut: [] };
  for (const amounts of byAccount.values()) {
    const first = amounts[0]!;
    const open = amounts.filter((a) => a.heldByBatchId === null);
    const total = open.reduce((sum, a) => sum.plus(a.amount), new Decimal(0));
    const reason = why(first, open, total, batch.collectionDate);
    if (reason !== null || !first.mandate) {
      contents.leftOut.push({ accountId: first.accountId, accountName: first.accountName, reason: reason ?? 'The account has no valid direct debit mandate.' });
      continue;
    }
    const mandate = first.mandate;
    const categories = [...new Set(open.map((a) => a.categoryName))].join(', ');
    contents.items.push({
      accountId: first.accountId,
      mandateId: mandate.id,
      amount: total.toFixed(2),
      sequenceType: batch.useFirstSequence && !mandate.collectedBefore ? 'FRST' : 'RCUR',
      debtorName: mandate.holder,
      iban: mandate.iban,
      bic: mandate.bic,
      mandateReference: mandate.reference,
      mandateSignatureDate: mandate.signatureDate,
      remittance: `${categories} ${batch.month}`.slice(0, MAX_REMITTANCE),
      amounts: open.map((a) => ({ accountAmountId: a.amountId, amount: a.amount })),
    });
  }
  return contents;
}
