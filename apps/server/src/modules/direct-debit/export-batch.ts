import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import { clubNow } from '../../platform/club-clock.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { findBatch, itemsOfBatch } from './batch.repository.js';
import { assertExportable, BATCH_NOT_FOUND, SETTINGS_MISSING } from './direct-debit.js';
import { findDirectDebitSettings } from './direct-debit-settings.repository.js';
import { buildPain008 } from './pain008.js';

export interface BatchFile {
  fileName: string;
  contentType: string;
  body: string;
}

/**
 * The pain.008 file of an approved (or sent) batch (finance.batches.view), in the club's version. The message id
 * names club and batch, so a bank refuses the same file handed in twice.
 */
export async function exportBatchPain008(app: AppContext, club: Club, actor: Actor | null, batchId: number | null): Promise<BatchFile> {
  requirePermission(actor, 'finance.batches.view');
  const batch = batchId === null ? undefined : await findBatch(app.db, club.id, batchId);
  if (!batch) throw new AppError('NOT_FOUND', BATCH_NOT_FOUND);
  assertExportable(batch);
  const settings = await findDirectDebitSettings(app.db, club.id);
  if (!settings) throw new AppError('VALIDATION_FAILED', SETTINGS_MISSING);
  const items = await itemsOfBatch(app.db, club.id, batch.id);
  const xml = buildPain008({
    version: settings.painVersion,
    messageId: `KIAI-C${club.id}-B${batch.id}`,
    created: clubNow(app.clock.now(), club.timeZone),
    collectionDate: batch.collectionDate,
    creditor: { name: settings.creditorName, iban: settings.iban, bic: settings.bic, creditorId: settings.creditorId },
    items: items.map((item) => ({
      endToEndId: item.endToEndId,
      amount: item.amount,
      mandateReference: item.mandateReference,
      mandateSignatureDate: item.mandateSignatureDate,
      debtorName: item.debtorName,
      debtorIban: item.iban,
      debtorBic: item.bic,
      sequenceType: item.sequenceType,
      // A category batch's item has no invoice yet: its remittance names the categories and the month.
      remittanceInformation: item.remittance || `Invoice ${item.endToEndId}`,
    })),
  });
  return { fileName: `batch-${batch.id}-${settings.painVersion}.xml`, contentType: 'application/xml; charset=utf-8', body: xml };
}
