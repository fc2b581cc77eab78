import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { addDays, clubDateOf } from '../../platform/club-clock.js';
import { sumAmounts } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { findInvoiceGroup } from './finance-setup-items.repository.js';
import { assertValidDraft, invoiceFieldError, type DraftLine, type InvoiceLineInput } from './invoice-draft.js';
import { QUOTE_NOT_FOUND, QUOTE_SENT_ALREADY } from './quote.js';
import { insertQuote, lockQuote, replaceQuoteLines, updateQuoteRow } from './quote.repository.js';
import { relationOf, snapshotLine, type DraftTarget } from './save-invoice-draft.js';

/** A quote as staff type it: the account or business relation, a quote group, the lines (as an invoice's), texts and the expiry date. */
export interface QuoteDraftInput {
  accountId?: number | null | undefined;
  businessId?: number | null | undefined;
  groupId: number | null;
  summary?: string | null | undefined;
  /** null or undefined: the group's */
  terms?: string | null | undefined;
  footer?: string | null | undefined;
  /** null or undefined: the club's today plus the group's days (30 for a new quote group) */
  dateExpire?: string | null | undefined;
  lines: readonly InvoiceLineInput[];
}

export const EXPIRY_PASSED = 'Choose an expiry date from today on.';

/**
 * Staff (finance.quotes.edit) write a draft quote or change one, as an invoice draft is written (the same line
 * checks and snapshots of rate, GL account and cost centre, amounts exact on the server), for an account or a
 * business relation as an invoice is (relationOf), in a quote group. A
 * sent quote never changes (CONFLICT); anything not this club's is NOT_FOUND; nothing is half-written.
 */
export async function saveQuoteDraft(app: AppContext, club: Club, actor: Actor | null, target: DraftTarget, input: QuoteDraftInput): Promise<number> {
  requirePermission(actor, 'finance.quotes.edit');
  if (target === null) throw invoiceFieldError('quote', QUOTE_NOT_FOUND, 'NOT_FOUND');
  assertValidDraft(input);
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);
  if (input.dateExpire && input.dateExpire < today) throw invoiceFieldError('dateExpire', EXPIRY_PASSED);

  return app.db.transaction().execute(async (trx) => {
    const draft = target === 'new' ? undefined : await lockQuote(trx, club.id, target);
    if (target !== 'new' && !draft) throw invoiceFieldError('quote', QUOTE_NOT_FOUND, 'NOT_FOUND');
    if (draft && draft.status !== 'DRAFT') throw invoiceFieldError('quote', QUOTE_SENT_ALREADY, 'CONFLICT');
    const relation = await relationOf(trx, club.id, input);
    const group = input.groupId === null ? undefined : await findInvoiceGroup(trx, club.id, input.groupId);
    if (!group || group.kind !== 'QUOTE' || group.archived) throw invoiceFieldError('group', 'Choose a quote group of the club that is in use.', 'NOT_FOUND');
    const lines: DraftLine[] = [];
    for (const [index, line] of input.lines.entries()) lines.push(await snapshotLine(trx, club.id, index, line));

    const values = {
      ...relation,
      financeInvoiceGroupId: group.id,
      summary: (input.summary ?? '').trim(),
      terms: input.terms === null || input.terms === undefined ? group.terms : input.terms.trim(),
      footer: input.footer === null || input.footer === undefined ? group.footer : input.footer.trim(),
      // Provisional: sending dates it on the club's today.
      dateCreated: today,
      dateExpire: input.dateExpire ?? addDays(today, group.dueAfterDays),
      ...sumAmounts(lines),
      updatedAt: now,
    };
    if (draft) {
      await updateQuoteRow(trx, club.id, draft.id, values);
      await replaceQuoteLines(trx, club.id, draft.id, lines);
      return draft.id;
    }
    return insertQuote(trx, { ...values, clubId: club.id, status: 'DRAFT', quoteNumber: null, createdAt: now }, lines);
  });
}
