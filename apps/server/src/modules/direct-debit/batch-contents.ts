import { Decimal } from 'decimal.js';
import type { SequenceType } from './pain008.js';

/*
 * Which open invoices a collection batch takes (test plan L7): the open balance (never the total: a part-paid
 * invoice would be collected twice) of issued invoices to be paid by direct debit, due by the collection date,
 * whose account has a mandate in force, and that no other open batch holds. Every invoice left out is listed
 * with why, so staff can mend it.
 */

/** An issued, unpaid direct-debit invoice, with what the batch needs to know about its account. */
export interface BatchCandidate {
  invoiceId: number;
  invoiceNumber: string;
  accountId: number;
  accountName: string;
  dateDue: string;
  total: string;
  paid: string;
  /** the mandate in force on the account, with its bank account; null when there is none */
  mandate: { id: number; reference: string; signatureDate: string; collectedBefore: boolean; holder: string; iban: string; bic: string } | null;
  /** whether the account has retired mandates (to say why it has none in force) */
  hasRetiredMandate: boolean;
  /** the open batch already holding the invoice */
  openBatchId: number | null;
}

export interface BatchItemPlan {
  invoiceId: number;
  accountId: number;
  mandateId: number;
  amount: string;
  endToEndId: string;
  sequenceType: SequenceType;
  debtorName: string;
  iban: string;
  bic: string;
  mandateReference: string;
  mandateSignatureDate: string;
}

export interface LeftOutInvoice {
  invoiceId: number;
  invoiceNumber: string;
  accountName: string;
  reason: string;
}

export interface BatchContents {
  items: BatchItemPlan[];
  leftOut: LeftOutInvoice[];
}

type CandidateMandate = NonNullable<BatchCandidate['mandate']>;

// The mandate to collect on, or why the invoice is left out.
function judge(candidate: BatchCandidate, collectionDate: string, balance: Decimal): { mandate: CandidateMandate } | { reason: string } {
  if (candidate.openBatchId !== null) return { reason: `It is in open batch #${candidate.openBatchId}.` };
  if (!balance.greaterThan(0)) return { reason: 'Nothing is left to collect.' };
  if (candidate.dateDue > collectionDate) return { reason: `It is due on ${candidate.dateDue}, after the collection date.` };
  const mandate = candidate.mandate;
  if (!mandate) return { reason: candidate.hasRetiredMandate ? "The account's mandate is retired; it needs a new one." : 'The account has no direct debit mandate.' };
  if (mandate.signatureDate > collectionDate) return { reason: 'The mandate is signed after the collection date.' };
  return { mandate };
}

/** Splits the candidates into the batch's items and the invoices left out, each with its reason. */
export function batchContents(candidates: readonly BatchCandidate[], collectionDate: string, useFirstSequence: boolean): BatchContents {
  const contents: BatchContents = { items: [], leftOut: [] };
  for (const candidate of candidates) {
    const balance = new Decimal(candidate.total).minus(candidate.paid);
    const verdict = judge(candidate, collectionDate, balance);
    if ('reason' in verdict) {
      contents.leftOut.push({ invoiceId: candidate.invoiceId, invoiceNumber: candidate.invoiceNumber, accountName: candidate.accountName, reason: verdict.reason });
      continue;
    }
    const { mandate } = verdict;
    contents.items.push({
      invoiceId: candidate.invoiceId,
      accountId: candidate.accountId,
      mandateId: mandate.id,
      amount: balance.toFixed(2),
      endToEndId: candidate.invoiceNumber,
      sequenceType: useFirstSequence && !mandate.collectedBefore ? 'FRST' : 'RCUR',
      debtorName: mandate.holder,
      iban: mandate.iban,
      bic: mandate.bic,
      mandateReference: mandate.reference,
      mandateSignatureDate: mandate.signatureDate,
    });
  }
  return contents;
}
