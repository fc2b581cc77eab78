import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../auth/actor.js';
import type { Club } from '../clubs/club.js';
import type { Account } from './account.js';
import { findAccountById, updateAccountRow } from './account.repository.js';
import { checkedEmail } from './account-email.js';
import { chooseKeyNumber, GENERATE } from './key-number-choice.js';
import { changesOf, type UpdateProfileInput } from './update-profile.js';

export interface UpdateBackofficeAccountInput extends UpdateProfileInput {
  email?: string | null;
  /** A typed key number, or '' to clear it */
  keyNumber?: string | null;
  /** Replace the key number with a new random one (wins over keyNumber) */
  generateKeyNumber?: boolean | null;
  instructor?: boolean | null;
  employee?: boolean | null;
}

const NOT_FOUND = 'This account could not be found.';

/** Staff change any field of an account (accounts.edit); omitted fields stay as they are. */
export async function updateBackofficeAccount(app: AppContext, club: Club, actor: Actor | null, input: UpdateBackofficeAccountInput): Promise<Account> {
  requirePermission(actor, 'accounts.edit');
  const { accountId } = input;
  if (accountId === null) throw new AppError('NOT_FOUND', NOT_FOUND);
  const now = app.clock.now();
  const profile = changesOf(input, club, now);
  return app.db.transaction().execute(async (trx) => {
    const account = await findAccountById(trx, club.id, accountId);
    if (!account || account.role === 'KIOSK') throw new AppError('NOT_FOUND', NOT_FOUND);
    const email = input.email == null ? undefined : await checkedEmail(trx, club.id, account.id, input.email);
    const keyRequest = input.generateKeyNumber ? GENERATE : input.keyNumber;
    const keyNumber = keyRequest == null ? undefined : await chooseKeyNumber(trx, club.id, account.id, keyRequest);
    const updated = await updateAccountRow(trx, club.id, account.id, {
      ...profile,
      ...(email === undefined ? {} : { email }),
      ...(keyNumber === undefined ? {} : { keyNumber }),
      ...(input.instructor == null ? {} : { instructor: input.instructor }),
      ...(input.employee == null ? {} : { employee: input.employee }),
      updatedAt: now,
    });
    if (!updated) throw new AppError('NOT_FOUND', NOT_FOUND);
    return updated;
  });
}
