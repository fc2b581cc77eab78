import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { revokeSessionsOfAccount } from '../auth/index.js';
import type { Club } from '../clubs/index.js';
import { deactivateAccount, revokeDevice } from './checkin-device.repository.js';

/**
 * Unpairs a kiosk: its sessions end at once (its next request is refused) and its account is deactivated, so
 * nothing of it can be signed in again. Revoking twice, or a device of another club, answers NOT_FOUND.
 */
export async function revokeCheckinDevice(app: AppContext, club: Club, actor: Actor | null, deviceId: number | null): Promise<void> {
  requirePermission(actor, 'checkin.devices.manage');
  const now = app.clock.now();
  const revoked = await app.db.transaction().execute(async (trx) => {
    const accountId = deviceId === null ? undefined : await revokeDevice(trx, club.id, deviceId, now);
    if (accountId === undefined) return false;
    await revokeSessionsOfAccount(trx, club.id, accountId, now);
    await deactivateAccount(trx, club.id, accountId, now);
    return true;
  });
  if (!revoked) throw new AppError('NOT_FOUND', 'This kiosk does not exist or is revoked already.');
}
