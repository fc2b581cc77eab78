import type { Selectable } from 'kysely';
import { requireMember, requirePerson, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import type { DirectDebitBankAccountsTable } from '../../platform/db/tables/direct-debit.js';
import { AppError } from '../../platform/errors.js';
import { lockAccount } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { fieldError, MANDATE_NOT_FOUND } from './direct-debit.js';
import { findDirectDebitSettings, type DirectDebitSettingsRow } from './direct-debit-settings.repository.js';
import { bankAccountsOf, evidenceOf, insertBankAccount, insertMandate, insertMandateEvidence, lockActiveMandate, lockMandate, mandatesOf, referencesStartingWith } from './mandate.repository.js';
import { checkedBankAccount, lockMandateWithEvidence, retireOnce, type Mandate } from './mandates.js';
import { mandateText, onlineMandateReference, onlineReferencePrefix, userAgentEvidence } from './online-mandate.js';

export const DIRECT_DEBIT_NOT_OFFERED = 'This club does not offer direct debit yet: it has no creditor identifier set up.';
export const MANDATE_TEXT_CHANGED = 'The mandate has changed since you read it (another mandate was signed meanwhile): please read it again and sign.';
const NOT_AGREED = 'Please tick "I agree to this mandate" to sign it.';

type BankAccountRow = Selectable<DirectDebitBankAccountsTable>;

/**
 * The member's direct debit as the shop reads it (the Bank account page, and the subscription sign-up's choice of
 * paying by direct debit): whether the club offers it, the text a mandate signed now agrees to, the member's bank
 * account and the mandate in force.
 */
export interface MyDirectDebit {
  /** The club collects by direct debit: it has a creditor identifier (Settings → Finance). */
  offered: boolean;
  creditorName: string | null;
  creditorId: string | null;
  /** What signing now agrees to, with the reference the mandate will get; null when not offered. */
  mandateText: string | null;
  /** The bank account of the mandate in force, else the one added last; null when there is none. */
  bankAccount: BankAccountRow | null;
  /** The mandate in force (at most one per account), with its evidence when signed online. */
  mandate: Mandate | null;
}

// The reference and text of the account's next online mandate; in the signing transaction, after the account's lock.
async function nextMandate(db: Db, club: Club, settings: DirectDebitSettingsRow, accountId: number, mandatesSoFar: number): Promise<{ reference: string; text: string }> {
  const taken = await referencesStartingWith(db, club.id, onlineReferencePrefix(accountId));
  const reference = onlineMandateReference(accountId, mandatesSoFar, taken);
  return { reference, text: mandateText({ creditorName: settings.creditorName, creditorId: settings.creditorId, reference }) };
}

/** The signed-in person's own direct debit (any person: it names nobody else's account). */
export async function readMyDirectDebit(app: AppContext, club: Club, actor: Actor | null): Promise<MyDirectDebit> {
  const person = requirePerson(actor);
  const [settings, bankAccounts, mandates] = await Promise.all([findDirectDebitSettings(app.db, club.id), bankAccountsOf(app.db, club.id, person.accountId), mandatesOf(app.db, club.id, person.accountId)]);
  const inForce = mandates.find((m) => m.retiredAt === null);
  const mandate = inForce ? { ...inForce, evidence: (await evidenceOf(app.db, club.id, [inForce.id]))[0] ?? null } : null;
  const bankAccount = (mandate ? bankAccounts.find((b) => b.id === mandate.bankAccountId) : bankAccounts.at(-1)) ?? null;
  return {
    offered: settings !== undefined,
    creditorName: settings?.creditorName ?? null,
    creditorId: settings?.creditorId ?? null,
    mandateText: settings ? (await nextMandate(app.db, club, settings, person.accountId, mandates.length)).text : null,
    bankAccount,
    mandate,
  };
}

export interface SignMandateInput {
  holder: string;
  iban: string;
  bic: string;
  /** the "I agree to this mandate" box */
  agreed: boolean;
  /** the text the member read (myDirectDebitMandate.mandateText): what is stored, once it is the text signing now agrees to */
  mandateText: string;
}

/** Where the signature came from, as the HTTP layer saw it. */
export interface SigningClient {
  ip: string;
  userAgent: string | undefined;
}

/**
 * A member signs a SEPA mandate online for their own account (staff never through this: they enter paper mandates
 * on the account page). One transaction: the bank account stored, the mandate in force retired as staff replacing
 * it would, a new one with the next online reference signed on the club's today, and its evidence (when, from which
 * address and browser, and the exact text agreed). The account's lock makes two signatures at once one after the
 * other: the second finds the reference it read taken and is asked to read the mandate again.
 */
export async function signMandateOnline(app: AppContext, club: Club, actor: Actor | null, input: SignMandateInput, client: SigningClient): Promise<Mandate> {
  const member = requireMember(actor);
  const bank = checkedBankAccount(input);
  if (!input.agreed) throw fieldError('agreed', NOT_AGREED);
  return app.db.transaction().execute(async (trx) => {
    const settings = await findDirectDebitSettings(trx, club.id);
    if (!settings) throw new AppError('VALIDATION_FAILED', DIRECT_DEBIT_NOT_OFFERED);
    await lockAccount(trx, club.id, member.accountId);
    const { reference, text } = await nextMandate(trx, club, settings, member.accountId, (await mandatesOf(trx, club.id, member.accountId)).length);
    if (input.mandateText !== text) throw fieldError('agreed', MANDATE_TEXT_CHANGED);
    const now = app.clock.now();
    const inForce = await lockActiveMandate(trx, club.id, member.accountId);
    if (inForce) await retireOnce(trx, club.id, inForce, now, 'Replaced by a mandate signed online');
    const bankAccountId = await insertBankAccount(trx, { clubId: club.id, accountId: member.accountId, ...bank, createdAt: now });
    const id = await insertMandate(trx, { clubId: club.id, accountId: member.accountId, bankAccountId, reference, signatureDate: clubDateOf(now, club.timeZone), createdAt: now });
    const evidence = { clubId: club.id, mandateId: id, signedAt: now, ipAddress: client.ip, userAgent: userAgentEvidence(client.userAgent), mandateText: text };
    await insertMandateEvidence(trx, evidence);
    const mandate = await lockMandate(trx, club.id, id);
    if (!mandate) throw new Error(`mandate ${id} was inserted but not found`);
    return { ...mandate, evidence };
  });
}

/** The member cancels their own mandate (the staff's retire rule): never collected on again. Another's answers as missing. */
export async function cancelMyMandate(app: AppContext, club: Club, actor: Actor | null, mandateId: number | null): Promise<Mandate> {
  const member = requireMember(actor);
  return app.db.transaction().execute(async (trx) => {
    const mandate = mandateId === null ? undefined : await lockMandateWithEvidence(trx, club.id, mandateId);
    if (!mandate || mandate.accountId !== member.accountId) throw new AppError('NOT_FOUND', MANDATE_NOT_FOUND);
    return retireOnce(trx, club.id, mandate, app.clock.now(), 'Cancelled by the member');
  });
}
