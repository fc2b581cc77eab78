import { Decimal } from 'decimal.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Club } from '../clubs/index.js';
import { proposedCollectionDate } from './bank-days.js';
import { checkField, fieldError } from './direct-debit.js';
import { findDirectDebitSettings, saveDirectDebitSettings } from './direct-debit-settings.repository.js';
import { isPainVersion, PAIN_VERSIONS, type PainVersion } from './pain008.js';
import { bicProblem, creditorIdProblem, ibanProblem, normalizedIban } from './sepa-ids.js';

export interface DirectDebitSettings {
  creditorName: string;
  creditorId: string;
  iban: string;
  bic: string;
  painVersion: PainVersion;
  firstSequence: boolean;
  noticeDays: number;
  approvalByOther: boolean;
  /** charged on a bank's return as a new invoice, two decimals; '0.00': none */
  returnFee: string;
  /** the collection date a batch built today proposes */
  proposedCollectionDate: string;
}

/** As typed in the form: the version is checked here. */
export type DirectDebitSettingsInput = Omit<DirectDebitSettings, 'proposedCollectionDate' | 'painVersion'> & { painVersion: string };

const RETURN_FEE = /^\d{1,4}(\.\d{1,2})?$/;

// The fee as typed ('' for none), from 0 to 1,000 with at most two decimals, as the stored two-decimal amount.
function returnFeeOf(typed: string): string {
  const text = typed.trim().replace(',', '.') || '0';
  if (!RETURN_FEE.test(text) || new Decimal(text).greaterThan(1000)) throw fieldError('returnFee', 'The return fee is an amount from 0 to 1,000 with at most two decimals.');
  return new Decimal(text).toFixed(2);
}

/** The club's direct debit settings (finance.batches.view); null until they are set. */
export async function readDirectDebitSettings(app: AppContext, club: Club, actor: Actor | null): Promise<DirectDebitSettings | null> {
  requirePermission(actor, 'finance.batches.view');
  const row = await findDirectDebitSettings(app.db, club.id);
  if (!row) return null;
  const today = clubDateOf(app.clock.now(), club.timeZone);
  return { ...row, proposedCollectionDate: proposedCollectionDate(today, row.noticeDays) };
}

/** Settings → Finance, direct debit (finance.sepa.settings.edit): every field checked, each error naming it. */
export async function updateDirectDebitSettings(app: AppContext, club: Club, actor: Actor | null, input: DirectDebitSettingsInput): Promise<DirectDebitSettings> {
  requirePermission(actor, 'finance.sepa.settings.edit');
  const creditorName = input.creditorName.trim();
  if (creditorName.length < 1 || creditorName.length > 200) throw fieldError('creditorName', 'The creditor name needs 1 to 200 characters.');
  const creditorId = input.creditorId.replace(/\s+/g, '').toUpperCase();
  checkField('creditorId', creditorIdProblem(creditorId));
  checkField('iban', ibanProblem(input.iban));
  const bic = input.bic.replace(/\s+/g, '').toUpperCase();
  checkField('bic', bicProblem(bic));
  const painVersion = input.painVersion;
  if (!isPainVersion(painVersion)) throw fieldError('painVersion', `The file version is ${PAIN_VERSIONS.join(' or ')}.`);
  if (!Number.isInteger(input.noticeDays) || input.noticeDays < 1 || input.noticeDays > 60) throw fieldError('noticeDays', 'The pre-notification days are a whole number from 1 to 60.');
  const returnFee = returnFeeOf(input.returnFee);
  await app.db.transaction().execute((trx) =>
    saveDirectDebitSettings(trx, {
      clubId: club.id,
      creditorName,
      creditorId,
      iban: normalizedIban(input.iban) ?? '',
      bic,
      painVersion,
      firstSequence: input.firstSequence,
      noticeDays: input.noticeDays,
      approvalByOther: input.approvalByOther,
      returnFee,
      updatedAt: app.clock.now(),
    }),
  );
  return { ...input, creditorName, creditorId, iban: normalizedIban(input.iban) ?? '', bic, painVersion, returnFee, proposedCollectionDate: proposedCollectionDate(clubDateOf(app.clock.now(), club.timeZone), input.noticeDays) };
}
