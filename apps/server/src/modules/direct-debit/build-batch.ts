import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { isTarget2BankDay, proposedCollectionDate } from './bank-days.js';
import { batchContents, type LeftOutInvoice } from './batch-contents.js';
import { batchCandidates, findBatch, insertBatch, insertBatchItems, isInvoiceInOpenBatch, type Batch } from './batch.repository.js';
import { fieldError, SETTINGS_MISSING } from './direct-debit.js';
import { findDirectDebitSettings, type DirectDebitSettingsRow } from './direct-debit-settings.repository.js';

export interface BuildBatchInput {
  /** YYYY-MM-DD; left out, the first date the club's notice days allow */
  collectionDate?: string | null | undefined;
  description?: string | null | undefined;
}

/** The batch built (null when no invoice could be collected) and every invoice left out, with why. */
export interface BuiltBatch {
  batch: Batch | null;
  leftOut: LeftOutInvoice[];
}

/**
 * The club's direct debit settings and the batch's collection date (test plan L9): the one asked for, or the
 * first the pre-notification days allow, which is a TARGET2 bank day on or after them. Category batches share it.
 */
export async function batchSettings(app: AppContext, club: Club, asked: string | null | undefined): Promise<{ settings: DirectDebitSettingsRow; collectionDate: string }> {
  const settings = await findDirectDebitSettings(app.db, club.id);
  if (!settings) throw new AppError('VALIDATION_FAILED', SETTINGS_MISSING);
  const earliest = proposedCollectionDate(clubDateOf(app.clock.now(), club.timeZone), settings.noticeDays);
  const collectionDate = asked ?? earliest;
  if (!isCalendarDate(collectionDate)) throw fieldError('collectionDate', 'Please input the collection date as YYYY-MM-DD.');
  if (collectionDate < earliest) throw fieldError('collectionDate', `The collection date can be ${earliest} at the earliest (the members' pre-notification days).`);
  if (!isTarget2BankDay(collectionDate)) throw fieldError('collectionDate', 'The collection date must be a bank day (not a weekend or a TARGET2 holiday).');
  return { settings, collectionDate };
}

/**
 * Builds a collection batch awaiting approval (finance.batches.edit, test plan L7) from the club's open
 * direct-debit invoices, in one transaction; two batches built at once cannot share an invoice (the partial
 * unique index): the second is refused and may be built again.
 */
export async function buildBatch(app: AppContext, club: Club, actor: Actor | null, input: BuildBatchInput): Promise<BuiltBatch> {
  const staff = requirePermission(actor, 'finance.batches.edit');
  const description = (input.description ?? '').trim();
  if (description.length > 200) throw fieldError('description', 'The description may have at most 200 characters.');
  const { settings, collectionDate } = await batchSettings(app, club, input.collectionDate);
  try {
    return await app.db.transaction().execute(async (trx) => {
      const contents = batchContents(await batchCandidates(trx, club.id), collectionDate, settings.firstSequence);
      if (contents.items.length === 0) return { batch: null, leftOut: contents.leftOut };
      const batchId = await insertBatch(trx, { clubId: club.id, description, collectionDate, createdBy: staff.accountId, createdAt: app.clock.now() });
      await insertBatchItems(
        trx,
        contents.items.map((item) => ({ ...item, clubId: club.id, batchId })),
      );
      return { batch: (await findBatch(trx, club.id, batchId)) ?? null, leftOut: contents.leftOut };
    });
  } catch (error) {
    if (isInvoiceInOpenBatch(error)) throw new AppError('CONFLICT', 'Another batch took some of these invoices at the same time; build the batch again.');
    throw error;
  }
}
