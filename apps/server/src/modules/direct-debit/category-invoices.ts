import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { issueOneLineInvoice } from '../finance/index.js';
import type { Batch, BatchItem } from './batch.repository.js';
import { amountsOfBatchItems, setItemInvoice } from './category-batch.repository.js';

/**
 * What a category batch collected, in the club's books (docs/direct-debit.md): as the batch goes to the bank, each
 * of its items gets one invoice of one untaxed line of the item's amount, issued in the default group of category
 * batches and paid by direct debit, whose line names the amounts' categories and descriptions; the caller pays it
 * in the same transaction, so every collected euro is an invoice's payment. Runs once: the batch's status moved
 * from APPROVED just before (its compare-and-set), and an item with an invoice is left as it is. Answers the
 * invoice of each item by its id.
 */
export async function issueCategoryInvoices(app: AppContext, trx: Db, club: Club, batch: Batch, items: readonly BatchItem[]): Promise<(itemId: number) => number> {
  const issued = new Map<number, number>();
  const open = items.filter((item) => item.invoiceId === null);
  if (open.length === 0 || batch.categoryMonth === null) return invoiceOf(issued);
  const amounts = await amountsOfBatchItems(trx, club.id, batch.id);
  for (const item of open) {
    const lines = amounts.filter((a) => a.batchItemId === item.id);
    const invoice = await issueOneLineInvoice(app, trx, club, {
      accountId: item.accountId,
      saleKind: 'CATEGORY_BATCH',
      summary: `Direct debit ${batch.categoryMonth}, batch #${batch.id}`,
      productName: item.remittance,
      description: lines.map((line) => `${line.categoryName}${line.description ? `: ${line.description}` : ''} (${line.amount})`).join('; '),
      price: item.amount,
      paymentMethodCode: 'DIRECT_DEBIT',
    });
    await setItemInvoice(trx, club.id, item.id, invoice.id);
    issued.set(item.id, invoice.id);
  }
  return invoiceOf(issued);
}

function invoiceOf(issued: ReadonlyMap<number, number>): (itemId: number) => number {
  return (itemId) => {
    const id = issued.get(itemId);
    if (id === undefined) throw new Error(`batch item ${itemId} has no invoice to pay`);
    return id;
  };
}
