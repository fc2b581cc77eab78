import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { hashSecretToken } from '../auth/index.js';
import type { Club } from '../clubs/index.js';
import { insertPairingCode } from './checkin-device.repository.js';
import { newPairingCode, PAIRING_CODE_TTL_MS } from './pairing-code.js';

/** A new single-use pairing code for a kiosk: shown to the staff member once, stored only as a hash. */
export async function createPairingCode(app: AppContext, club: Club, actor: Actor | null): Promise<{ code: string; expiresAt: Date }> {
  const staff = requirePermission(actor, 'checkin.devices.manage');
  const now = app.clock.now();
  const code = newPairingCode();
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS);
  await app.db.transaction().execute((trx) =>
    insertPairingCode(trx, { clubId: club.id, codeHash: hashSecretToken(code), createdByAccountId: staff.accountId, createdAt: now, expiresAt }),
  );
  return { code, expiresAt };
}
