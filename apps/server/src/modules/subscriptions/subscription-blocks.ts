import type { AppContext } from '../../platform/app-context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { addDays, clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import { VALID_DATE_MESSAGE } from '../../platform/error-messages.js';
import type { Club } from '../clubs/index.js';
import { changeSubscription } from './subscription-change.js';
import { checkReason } from './subscription-fields.js';
import { deleteBlockRow, insertBlock, subscriptionOfBlock, updateBlockRow } from './subscription-changes.repository.js';
import { BLOCK_NOT_FOUND } from './subscription-messages.js';

export interface BlockFields {
  dateStart: string;
  /** null: until lifted */
  dateEnd: string | null;
  reason?: string | null | undefined;
}

function checkBlock(fields: BlockFields): { dateStart: string; dateEnd: string | null; reason: string } {
  if (!isCalendarDate(fields.dateStart)) throw fieldError('dateStart', VALID_DATE_MESSAGE);
  if (fields.dateEnd !== null && !isCalendarDate(fields.dateEnd)) throw fieldError('dateEnd', VALID_DATE_MESSAGE);
  return { dateStart: fields.dateStart, dateEnd: fields.dateEnd, reason: checkReason(fields.reason) };
}

/** Checked once the subscription is found, so another club's id answers as a missing one whatever the dates. */
function checkBlockRange(fields: { dateStart: string; dateEnd: string | null }): void {
  if (fields.dateEnd !== null && fields.dateEnd < fields.dateStart) throw fieldError('dateEnd', 'The last day of the block cannot be before its first day.');
}

/**
 * Staff block a subscription (accounts.subscriptions.edit), e.g. for unpaid invoices: from its first day, optionally
 * until a last one. A block stops booking and check-in only; billing and credits go on, and bookings already made
 * stay (staff cancel them if they should go). The new block's id.
 */
export async function blockSubscription(app: AppContext, club: Club, actor: Actor | null, input: BlockFields & { accountSubscriptionId: number | null }): Promise<number> {
  const staff = requirePermission(actor, 'accounts.subscriptions.edit');
  const fields = checkBlock(input);
  return changeSubscription(app, club, { staff }, input.accountSubscriptionId, (trx, subscription) => {
    checkBlockRange(fields);
    return insertBlock(trx, { clubId: club.id, accountSubscriptionId: subscription.id, ...fields, createdByAccountId: staff.accountId });
  });
}

/** Staff change a block's dates or reason (accounts.subscriptions.edit); lifting it is giving it a last day. The subscription's id. */
export async function updateSubscriptionBlock(app: AppContext, club: Club, actor: Actor | null, input: BlockFields & { blockId: number | null }): Promise<number> {
  const staff = requirePermission(actor, 'accounts.subscriptions.edit');
  const fields = checkBlock(input);
  const subscriptionId = input.blockId === null ? null : await subscriptionOfBlock(app.db, club.id, input.blockId);
  if (subscriptionId === null || input.blockId === null) throw new AppError('NOT_FOUND', BLOCK_NOT_FOUND, { field: 'id' });
  const blockId = input.blockId;
  return changeSubscription(app, club, { staff }, subscriptionId, async (trx) => {
    checkBlockRange(fields);
    await updateBlockRow(trx, club.id, blockId, fields);
    return subscriptionId;
  });
}

/**
 * Staff lift a block (accounts.subscriptions.edit): from today on it no longer applies, so its last day becomes
 * yesterday; a block that had not started before today never applied and is removed. The subscription's id.
 */
export async function liftSubscriptionBlock(app: AppContext, club: Club, actor: Actor | null, blockId: number | null): Promise<number> {
  const staff = requirePermission(actor, 'accounts.subscriptions.edit');
  const subscriptionId = blockId === null ? null : await subscriptionOfBlock(app.db, club.id, blockId);
  if (subscriptionId === null || blockId === null) throw new AppError('NOT_FOUND', BLOCK_NOT_FOUND, { field: 'id' });
  const yesterday = addDays(clubDateOf(app.clock.now(), club.timeZone), -1);
  return changeSubscription(app, club, { staff }, subscriptionId, async (trx, subscription) => {
    const block = subscription.blocks.find((b) => b.id === blockId);
    if (!block) throw new AppError('NOT_FOUND', BLOCK_NOT_FOUND, { field: 'id' });
    if (block.dateStart > yesterday) await deleteBlockRow(trx, club.id, block.id);
    else if (block.dateEnd === null || block.dateEnd > yesterday) await updateBlockRow(trx, club.id, block.id, { dateStart: block.dateStart, dateEnd: yesterday, reason: block.reason });
    return subscriptionId;
  });
}
