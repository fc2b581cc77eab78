import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { creditLineShare } from '../finance/index.js';
import { findAccountSubscription } from '../subscription-records/index.js';
import { billableMonth } from '../subscription-records/index.js';
import { invoicedMonthsOf, setBilledDays } from './subscription-changes.repository.js';

/**
 * After a pause or stop changed what a subscription bills: every month already invoiced that now has fewer billable
 * days than its line still bills gets a credit note for exactly those days (test plan M2), as that share of what the
 * line still has (a month billed whole: its price × days / days of the month), and the month then bills the days
 * left. Days that become billable again (a pause deleted, a stop moved later) are not billed again by this: the
 * month stays invoiced. In the caller's transaction, under the subscription's lock. The credit notes' ids.
 */
export async function creditUnbilledDays(app: AppContext, trx: Db, club: Club, subscriptionId: number, recordedByAccountId: number): Promise<number[]> {
  const subscription = await findAccountSubscription(trx, club.id, subscriptionId);
  if (!subscription) return [];
  const creditNotes: number[] = [];
  for (const invoiced of await invoicedMonthsOf(trx, club.id, subscriptionId)) {
    const billable = billableMonth(subscription, subscription.pauses, invoiced.month).billableDates.length;
    if (billable >= invoiced.billedDays) continue;
    const days = invoiced.billedDays - billable;
    const creditNote = await creditLineShare(app, trx, club, recordedByAccountId, {
      invoiceId: invoiced.financeInvoiceId,
      itemId: invoiced.financeInvoiceItemId,
      part: days,
      whole: invoiced.billedDays,
      description: `${subscription.product.name}: ${days} ${days === 1 ? 'day' : 'days'} of ${invoiced.month} no longer billed (paused or stopped)`,
    });
    if (creditNote === null) continue;
    creditNotes.push(creditNote);
    await setBilledDays(trx, club.id, subscriptionId, invoiced.month, billable);
  }
  return creditNotes;
}
