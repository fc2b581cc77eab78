import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { issueCreditNote } from './credit-invoice.js';
import { creditLineForShare } from './credit-note.js';
import { creditedSoFar } from './credit-note.repository.js';
import { lockInvoice } from './invoice.repository.js';
import { isIssued } from './invoice-status.js';

export interface LineShare {
  invoiceId: number;
  itemId: number;
  /** the share credited: `part` of `whole` (e.g. 5 paused days of the 31 billed) of what the line still has */
  part: number;
  whole: number;
  description: string;
}

/**
 * Credits a share of one line of an issued invoice with a credit note, in the caller's transaction under the
 * invoice's row lock (as creditInvoice does): what another module no longer bills of a line it billed. The id of
 * the credit note, or null when there is nothing to credit: a draft (changed, not credited) or a share of nothing.
 */
export async function creditLineShare(app: AppContext, trx: Db, club: Club, recordedByAccountId: number, share: LineShare): Promise<number | null> {
  const original = await lockInvoice(trx, club.id, share.invoiceId);
  if (!original || !isIssued(original.status) || original.creditedInvoiceId !== null) return null;
  const item = original.items.find((i) => i.id === share.itemId);
  if (!item) return null;
  const line = creditLineForShare(item, await creditedSoFar(trx, club.id, original.id), share.part, share.whole, share.description);
  if (!line) return null;
  return (await issueCreditNote(app, trx, club, original, [line], recordedByAccountId)).id;
}
