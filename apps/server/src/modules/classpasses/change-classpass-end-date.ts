import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { invalid } from '../accounts/index.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import type { AccountClasspass } from './classpass.js';
import { countUseAfter, findAccountClasspass, lockAccountClasspass, setAccountClasspassDateEnd } from './classpass.repository.js';
import { CLASSPASS_NOT_FOUND } from '../../platform/error-messages.js';

/**
 * Staff move a pass's last valid day (accounts.classpasses.grant), to extend it or end it early. It cannot
 * end before it starts, nor before a class it is booked for (cancel those first).
 */
export async function changeClasspassEndDate(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  input: { accountClasspassId: number | null; dateEnd: string },
): Promise<AccountClasspass> {
  requirePermission(actor, 'accounts.classpasses.grant');
  const { accountClasspassId, dateEnd } = input;
  if (accountClasspassId === null) throw new AppError('NOT_FOUND', CLASSPASS_NOT_FOUND);
  if (!isCalendarDate(dateEnd)) invalid('dateEnd', 'The end date is not a valid date.');
  return app.db.transaction().execute(async (trx) => {
    await lockAccountClasspass(trx, club.id, accountClasspassId);
    const pass = await findAccountClasspass(trx, club.id, accountClasspassId);
    if (!pass) throw new AppError('NOT_FOUND', CLASSPASS_NOT_FOUND);
    if (dateEnd < pass.dateStart) invalid('dateEnd', 'The end date cannot be before the start date.');
    if ((await countUseAfter(trx, club.id, pass.id, dateEnd)) > 0) {
      invalid('dateEnd', 'This pass is booked for classes after that date; cancel them first.');
    }
    await setAccountClasspassDateEnd(trx, club.id, pass.id, dateEnd);
    return { ...pass, dateEnd };
  });
}
