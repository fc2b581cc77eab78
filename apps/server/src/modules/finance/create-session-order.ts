import type { AppContext } from '../../platform/app-context.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { isPositiveMoney, sumAmounts } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { quotePaidSession, type SlotChoice } from '../personal-training/index.js';
import { assertDefaultGroupSet } from './default-group.js';
import { deliverOrder } from './deliver-order.js';
import type { OrderLine } from './insert-classpass-order.js';
import { insertOrder } from './order.repository.js';
import { pricedLine } from './priced-line.js';
import { saleKindOf } from './sale-kind.js';

/**
 * A member orders one personal-training session on its own (the service sold per session), in the caller's
 * transaction: the slot is checked free now, the line charges the service's price (untaxed, as services carry
 * no tax rate) and names the service, trainer and start that delivery books. The slot is not held while the
 * member pays: delivery checks it again and refunds the order when it was taken meanwhile. Returns the order id.
 */
export async function createSessionOrder(app: AppContext, trx: Transaction<Database>, club: Club, accountId: number, choice: SlotChoice, message: string, now: Date): Promise<number> {
  const session = await quotePaidSession(trx, club, choice, now);
  await assertDefaultGroupSet(trx, club.id, saleKindOf([{ trialPass: false, forClass: false, session: true }], 'ONLINE'));
  const priced = await pricedLine(trx, club.id, session.price, null);
  const line: OrderLine = {
    ...priced,
    organizationClasspassId: null,
    scheduleItemId: null,
    attendanceDate: null,
    appointmentServiceId: session.serviceId,
    appointmentTrainerAccountId: session.trainerId,
    appointmentStartsAt: session.startsAt,
    productName: session.serviceName,
    description: session.description,
  };
  const amounts = sumAmounts([priced]);
  const id = await insertOrder(trx, { clubId: club.id, accountId, status: 'RECEIVED', message, ...amounts, createdAt: now, updatedAt: now }, [line]);
  // A free session: no payment will ever confirm it, so it is booked now.
  if (!isPositiveMoney(amounts.total)) await deliverOrder(app, trx, club, id, null);
  return id;
}
