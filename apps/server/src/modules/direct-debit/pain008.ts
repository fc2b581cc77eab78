import { Decimal } from 'decimal.js';
import { Document } from 'sepa';
import { AppError } from '../../platform/errors.js';
import { bicProblem, creditorIdProblem, ibanProblem, mandateReferenceProblem, normalizedIban, sepaIdProblem, sepaName } from './sepa-ids.js';

/*
 * The pain.008 file of a collection batch, built with the sepa library. The wrapper owns what the library
 * leaves to its caller: the version and sequence types, the ids checked with anchored rules before the file is
 * made, names cut to 70, and the control sums, which the library adds up in floating point: the file is refused
 * unless they equal the exact decimal sums.
 */

export const PAIN_VERSIONS = ['pain.008.001.08', 'pain.008.001.02'] as const;
export type PainVersion = (typeof PAIN_VERSIONS)[number];

export const isPainVersion = (value: string): value is PainVersion => (PAIN_VERSIONS as readonly string[]).includes(value);

export const SEQUENCE_TYPES = ['FRST', 'RCUR'] as const;
export type SequenceType = (typeof SEQUENCE_TYPES)[number];

export interface Pain008Creditor {
  name: string;
  iban: string;
  bic: string;
  creditorId: string;
}

export interface Pain008Item {
  /** The invoice number: what the bank reports back on a return. */
  endToEndId: string;
  /** Euros, two decimals, 0.01–999,999,999.99. */
  amount: string;
  mandateReference: string;
  mandateSignatureDate: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string;
  sequenceType: SequenceType;
  remittanceInformation: string;
}

export interface Pain008Input {
  version: PainVersion;
  messageId: string;
  /** The club's wall-clock date and time of the export (the file's CreDtTm carries no zone). */
  created: { date: string; time: string };
  collectionDate: string;
  creditor: Pain008Creditor;
  items: readonly Pain008Item[];
}

const MIN_AMOUNT = new Decimal('0.01');
const MAX_AMOUNT = new Decimal('999999999.99');
const MAX_REMITTANCE_LENGTH = 140;

function refuse(message: string): never {
  throw new AppError('VALIDATION_FAILED', message);
}

function check(problem: string | null, where: string): void {
  if (problem) refuse(`${where}: ${problem}`);
}

// The library prints dates from a Date's local fields: hand it the club's wall clock in those fields.
function wallClockDate(date: string, time = '00:00:00'): Date {
  return new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), Number(time.slice(0, 2)), Number(time.slice(3, 5)), Number(time.slice(6, 8)));
}

function checkItem(item: Pain008Item): void {
  const where = `Item ${item.endToEndId}`;
  check(sepaIdProblem(item.endToEndId, 'The end-to-end id'), where);
  check(mandateReferenceProblem(item.mandateReference), where);
  check(ibanProblem(item.debtorIban), where);
  check(bicProblem(item.debtorBic), where);
  const amount = new Decimal(item.amount);
  if (amount.decimalPlaces() > 2 || amount.lessThan(MIN_AMOUNT) || amount.greaterThan(MAX_AMOUNT)) refuse(`${where}: the amount must be between 0.01 and 999,999,999.99 with at most two decimals.`);
  if (sepaName(item.debtorName) === '') refuse(`${where}: the debtor has no name.`);
  if (item.remittanceInformation.length > MAX_REMITTANCE_LENGTH) refuse(`${where}: the remittance information may have at most ${MAX_REMITTANCE_LENGTH} characters.`);
}

function checkInput(input: Pain008Input): void {
  if (input.items.length === 0) refuse('A direct debit file needs at least one item.');
  check(sepaIdProblem(input.messageId, 'The message id'), 'The file');
  check(creditorIdProblem(input.creditor.creditorId), 'The club');
  check(ibanProblem(input.creditor.iban), "The club's bank account");
  check(bicProblem(input.creditor.bic), "The club's bank account");
  if (sepaName(input.creditor.name) === '') refuse('The club has no name to put on the file.');
  const endToEndIds = new Set(input.items.map((item) => item.endToEndId));
  if (endToEndIds.size !== input.items.length) refuse('Two items of the file have the same end-to-end id.');
  input.items.forEach(checkItem);
}

const exactSum = (amounts: readonly string[]) => amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(2);

/** The pain.008 XML of the items: one payment-information block per sequence type, all on the collection date. */
export function buildPain008(input: Pain008Input): string {
  checkInput(input);
  const doc = new Document(input.version);
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = wallClockDate(input.created.date, input.created.time);
  doc.grpHdr.initiatorName = sepaName(input.creditor.name);
  const blocks = SEQUENCE_TYPES.map((sequenceType) => ({ sequenceType, items: input.items.filter((item) => item.sequenceType === sequenceType) })).filter((b) => b.items.length > 0);
  const sums: { printed: () => number; items: readonly Pain008Item[] }[] = [{ printed: () => doc.grpHdr.controlSum, items: input.items }];
  for (const block of blocks) {
    const info = doc.createPaymentInfo();
    sums.push({ printed: () => info.controlSum, items: block.items });
    info.sequenceType = block.sequenceType;
    info.collectionDate = wallClockDate(input.collectionDate);
    info.creditorName = sepaName(input.creditor.name);
    info.creditorIBAN = normalizedIban(input.creditor.iban) ?? '';
    info.creditorBIC = input.creditor.bic;
    info.creditorId = input.creditor.creditorId;
    doc.addPaymentInfo(info);
    for (const item of block.items) {
      const tx = info.createTransaction();
      tx.end2endId = item.endToEndId;
      tx.amount = Number(item.amount);
      tx.currency = 'EUR';
      tx.mandateId = item.mandateReference;
      tx.mandateSignatureDate = wallClockDate(item.mandateSignatureDate);
      tx.debtorName = sepaName(item.debtorName);
      tx.debtorIBAN = normalizedIban(item.debtorIban) ?? '';
      tx.debtorBIC = item.debtorBic;
      tx.remittanceInfo = item.remittanceInformation;
      info.addTransaction(tx);
    }
  }
  doc.normalize();
  for (const sum of sums) {
    const printed = sum.printed().toFixed(2);
    const exact = exactSum(sum.items.map((item) => item.amount));
    if (printed !== exact) throw new AppError('INTERNAL_SERVER_ERROR', `The file's control sum ${printed} differs from the exact sum ${exact}; no file was made.`);
  }
  return doc.toString();
}
