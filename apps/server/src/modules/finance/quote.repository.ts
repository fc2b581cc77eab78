import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { FinanceQuoteItemsTable, FinanceQuotesTable, QuoteStatus } from '../../platform/db/tables/finance-quotes.js';
import type { ListPage } from '../../platform/list-page.js';
import type { DraftLine } from './invoice-draft.js';

export type QuoteRow = Selectable<FinanceQuotesTable>;
export type QuoteItemRow = Selectable<FinanceQuoteItemsTable>;

/** A quote under a row lock: its edits, its sending and a decision on it happen one after the other. */
export function lockQuote(trx: Db, clubId: number, id: number): Promise<QuoteRow | undefined> {
  return trx.selectFrom('financeQuotes').selectAll().where('clubId', '=', clubId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findQuote(db: Db, clubId: number, id: number): Promise<QuoteRow | undefined> {
  return db.selectFrom('financeQuotes').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/** The club's quotes, newest first, of one status if asked. */
export function listQuotes(db: Db, clubId: number, status: QuoteStatus | null, page: ListPage): Promise<QuoteRow[]> {
  let query = db.selectFrom('financeQuotes').selectAll().where('clubId', '=', clubId);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('dateCreated', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export function quoteItems(db: Db, clubId: number, quoteId: number): Promise<QuoteItemRow[]> {
  return db.selectFrom('financeQuoteItems').selectAll().where('clubId', '=', clubId).where('financeQuoteId', '=', quoteId).orderBy('sortOrder').orderBy('id').execute();
}

export async function insertQuote(trx: Db, quote: Insertable<FinanceQuotesTable>, lines: readonly DraftLine[]): Promise<number> {
  const { id } = await trx.insertInto('financeQuotes').values(quote).returning('id').executeTakeFirstOrThrow();
  await insertQuoteLines(trx, quote.clubId, id, lines);
  return id;
}

export async function updateQuoteRow(trx: Db, clubId: number, id: number, values: Updateable<FinanceQuotesTable>): Promise<void> {
  await trx.updateTable('financeQuotes').set(values).where('clubId', '=', clubId).where('id', '=', id).execute();
}

/** A draft's lines are written anew at each save. */
export async function replaceQuoteLines(trx: Db, clubId: number, quoteId: number, lines: readonly DraftLine[]): Promise<void> {
  await trx.deleteFrom('financeQuoteItems').where('clubId', '=', clubId).where('financeQuoteId', '=', quoteId).execute();
  await insertQuoteLines(trx, clubId, quoteId, lines);
}

async function insertQuoteLines(trx: Db, clubId: number, quoteId: number, lines: readonly DraftLine[]): Promise<void> {
  if (lines.length === 0) return;
  await trx
    .insertInto('financeQuoteItems')
    .values(lines.map((line, index) => ({ ...line, clubId, financeQuoteId: quoteId, sortOrder: index })))
    .execute();
}
