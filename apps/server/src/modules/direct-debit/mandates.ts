import type { Selectable } from 'kysely';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import type { DirectDebitBankAccountsTable, DirectDebitMandateEvidenceTable, DirectDebitMandatesTable } from '../../platform/db/tables/direct-debit.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';
import { AppError } from '../../platform/errors.js';
import { findAccountById, lockAccount } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { BANK_ACCOUNT_NOT_FOUND, checkField, fieldError, MANDATE_NOT_FOUND } from './direct-debit.js';
import { bankAccountsOf, evidenceOf, findBankAccount, findMandateByReference, insertBankAccount, insertMandate, lockActiveMandate, lockMandate, mandatesOf, retireMandate } from './mandate.repository.js';
import { bicProblem, ibanProblem, mandateReferenceProblem, normalizedIban } from './sepa-ids.js';

export type MandateEvidence = Selectable<DirectDebitMandateEvidenceTable>;
type MandateRow = Selectable<DirectDebitMandatesTable>;
/** A mandate with the consent evidence of its online signature; null for one staff entered (signed on paper). */
export type Mandate = MandateRow & { evidence: MandateEvidence | null };
export type BankAccount = Selectable<DirectDebitBankAccountsTable> & { mandates: Mandate[] };

/** An account's bank accounts with their mandates and the evidence of those signed online, oldest first (finance.mandates.view). */
export async function listBankAccounts(app: AppContext, club: Club, actor: Actor | null, accountId: number | null): Promise<BankAccount[]> {
  requirePermission(actor, 'finance.mandates.view');
  const account = accountId === null ? undefined : await findAccountById(app.db, club.id, accountId);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  const [accounts, mandates] = await Promise.all([bankAccountsOf(app.db, club.id, account.id), mandatesOf(app.db, club.id, account.id)]);
  const evidence = await evidenceOf(app.db, club.id, mandates.map((m) => m.id));
  const withEvidence = mandates.map((m) => ({ ...m, evidence: evidence.find((e) => e.mandateId === m.id) ?? null }));
  return accounts.map((account) => ({ ...account, mandates: withEvidence.filter((m) => m.bankAccountId === account.id) }));
}

/** A bank account as typed, checked and in its stored form; each problem names its field. */
export function checkedBankAccount(input: { holder: string; iban: string; bic: string }): { holder: string; iban: string; bic: string } {
  const holder = input.holder.trim();
  if (holder.length < 1 || holder.length > 200) throw fieldError('holder', 'The account holder needs 1 to 200 characters.');
  checkField('iban', ibanProblem(input.iban));
  const bic = input.bic.replace(/\s+/g, '').toUpperCase();
  checkField('bic', bicProblem(bic));
  return { holder, iban: normalizedIban(input.iban) ?? '', bic };
}

export interface BankAccountInput {
  accountId: number | null;
  holder: string;
  iban: string;
  bic: string;
}

/** Relations → account → bank account (finance.mandates.edit): the IBAN checked and stored electronically. */
export async function addBankAccount(app: AppContext, club: Club, actor: Actor | null, input: BankAccountInput): Promise<BankAccount> {
  requirePermission(actor, 'finance.mandates.edit');
  const checked = checkedBankAccount(input);
  return app.db.transaction().execute(async (trx) => {
    const account = input.accountId === null ? undefined : await findAccountById(trx, club.id, input.accountId);
    if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND, { fields: { account: ACCOUNT_NOT_FOUND } });
    const id = await insertBankAccount(trx, { clubId: club.id, accountId: account.id, ...checked, createdAt: app.clock.now() });
    const row = await findBankAccount(trx, club.id, id);
    if (!row) throw new Error(`bank account ${id} was inserted but not found`);
    return { ...row, mandates: [] };
  });
}

export interface MandateInput {
  bankAccountId: number | null;
  reference: string;
  signatureDate: string;
}

/**
 * A mandate on a bank account (finance.mandates.edit): a unique reference of the SEPA set, signed on or before
 * the club's today; an account has one mandate in force, so an older one must be retired first.
 */
export async function addMandate(app: AppContext, club: Club, actor: Actor | null, input: MandateInput): Promise<Mandate> {
  requirePermission(actor, 'finance.mandates.edit');
  const reference = input.reference.trim();
  checkField('reference', mandateReferenceProblem(reference));
  if (!isCalendarDate(input.signatureDate)) throw fieldError('signatureDate', 'Please input the signature date as YYYY-MM-DD.');
  if (input.signatureDate > clubDateOf(app.clock.now(), club.timeZone)) throw fieldError('signatureDate', 'The signature date cannot be in the future.');
  return app.db.transaction().execute(async (trx) => {
    const bankAccount = input.bankAccountId === null ? undefined : await findBankAccount(trx, club.id, input.bankAccountId);
    if (!bankAccount) throw new AppError('NOT_FOUND', BANK_ACCOUNT_NOT_FOUND, { fields: { bankAccount: BANK_ACCOUNT_NOT_FOUND } });
    // The account's lock, as the member's online signature takes it: the two never both find no mandate in force.
    await lockAccount(trx, club.id, bankAccount.accountId);
    if (await lockActiveMandate(trx, club.id, bankAccount.accountId)) throw fieldError('bankAccount', 'The account already has a mandate in force: retire it first.');
    if (await findMandateByReference(trx, club.id, reference)) throw fieldError('reference', 'This mandate reference is already in use.');
    const id = await insertMandate(trx, {
      clubId: club.id,
      accountId: bankAccount.accountId,
      bankAccountId: bankAccount.id,
      reference,
      signatureDate: input.signatureDate,
      createdAt: app.clock.now(),
    });
    const mandate = await lockMandate(trx, club.id, id);
    if (!mandate) throw new Error(`mandate ${id} was inserted but not found`);
    return { ...mandate, evidence: null };
  });
}

/** Retires a mandate (finance.mandates.edit): it is never collected on again; retiring it twice changes nothing. */
export async function retireMandateByStaff(app: AppContext, club: Club, actor: Actor | null, input: { mandateId: number | null; reason: string }): Promise<Mandate> {
  requirePermission(actor, 'finance.mandates.edit');
  const reason = input.reason.trim();
  if (reason.length > 200) throw fieldError('reason', 'The reason may have at most 200 characters.');
  return app.db.transaction().execute(async (trx) => {
    const mandate = input.mandateId === null ? undefined : await lockMandateWithEvidence(trx, club.id, input.mandateId);
    if (!mandate) throw new AppError('NOT_FOUND', MANDATE_NOT_FOUND);
    return retireOnce(trx, club.id, mandate, app.clock.now(), reason || 'Retired by staff');
  });
}

/**
 * The retire rule, for staff and for the member who cancels (a mandate locked in the caller's transaction): from
 * now on it is never collected on again; a mandate retired already stays as it was.
 */
export async function retireOnce<M extends MandateRow>(trx: Db, clubId: number, mandate: M, at: Date, reason: string): Promise<M> {
  if (mandate.retiredAt !== null) return mandate;
  await retireMandate(trx, clubId, mandate.id, at, reason);
  return { ...mandate, retiredAt: at, retiredReason: reason };
}

/** A mandate under its row lock, with its evidence. */
export async function lockMandateWithEvidence(trx: Db, clubId: number, id: number): Promise<Mandate | undefined> {
  const mandate = await lockMandate(trx, clubId, id);
  if (!mandate) return undefined;
  const [evidence] = await evidenceOf(trx, clubId, [mandate.id]);
  return { ...mandate, evidence: evidence ?? null };
}
