import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { isPerson, requirePermission, requireSignInAuthority, type Actor } from '../../platform/access-policy.js';
import { normaliseEmail } from '../auth/index.js';
import type { Club } from '../clubs/index.js';
import { type Account, findAccountForChange, updateAccountRow } from '../account-records/index.js';
import { checkedEmail } from './account-email.js';
import { chooseKeyNumber, GENERATE } from './key-number-choice.js';
import { moveSignInEmail } from './sign-in-email-change.js';
import { changesOf, type UpdateProfileInput } from './update-profile.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';

export interface UpdateBackofficeAccountInput extends UpdateProfileInput {
  email?: string | null;
  /** A typed key number, or '' to clear it */
  keyNumber?: string | null;
  /** Replace the key number with a new random one (wins over keyNumber) */
  generateKeyNumber?: boolean | null;
  instructor?: boolean | null;
  employee?: boolean | null;
}

/**
 * Staff change any field of an account (accounts.edit); omitted fields stay as they are. A new email is a change of
 * the account's sign-in: a staff account's takes the right to reach it (requireSignInAuthority, test plan Z7), and
 * the old address is told and may undo it (moveSignInEmail). The same email again changes nothing.
 */
export async function updateBackofficeAccount(app: AppContext, club: Club, actor: Actor | null, input: UpdateBackofficeAccountInput): Promise<Account> {
  const staff = requirePermission(actor, 'accounts.edit');
  const { accountId } = input;
  if (accountId === null) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  const now = app.clock.now();
  const profile = changesOf(input, club, now);
  return app.db.transaction().execute(async (trx) => {
    const account = await findAccountForChange(trx, club.id, accountId);
    if (!account || !isPerson(account)) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    const asked = input.email == null ? undefined : normaliseEmail(input.email);
    const emailMove = asked !== undefined && asked !== account.email;
    if (emailMove) requireSignInAuthority(staff, account.staffRoles);
    const email = emailMove ? await checkedEmail(trx, club.id, account.id, asked) : undefined;
    const keyRequest = input.generateKeyNumber ? GENERATE : input.keyNumber;
    const keyNumber = keyRequest == null ? undefined : await chooseKeyNumber(trx, club.id, account.id, keyRequest);
    const updated = await updateAccountRow(trx, club.id, account.id, {
      ...profile,
      ...(email === undefined ? {} : await moveSignInEmail(app, trx, club, account, email, now)),
      ...(keyNumber === undefined ? {} : { keyNumber }),
      ...(input.instructor == null ? {} : { instructor: input.instructor }),
      ...(input.employee == null ? {} : { employee: input.employee }),
      updatedAt: now,
    });
    if (!updated) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    return updated;
  });
}
