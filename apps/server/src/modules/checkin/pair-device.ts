import { randomUUID } from 'node:crypto';
import { PAIRING_FORM_RULES } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { DEVICE_ROLE } from '../../platform/access-policy.js';
import { AppError, assertValidFields } from '../../platform/errors.js';
import { insertAccount } from '../account-records/index.js';
import { type AuthData, countRateEvents, insertRateEvent, ANONYMOUS_REQUEST_WINDOW_MS, hashSecretToken, startSession } from '../auth/index.js';
import type { Club } from '../clubs/index.js';
import { consumePairingCode, insertDevice } from './checkin-device.repository.js';
import { normalizePairingCode, PAIRING_MAX_FAILURES_PER_IP } from './pairing-code.js';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../platform/error-messages.js';

export const WRONG_PAIRING_CODE_MESSAGE = 'This pairing code is not valid. Ask staff for a new one.';
const DEVICE_NAME_MAX = 100;

export interface PairDeviceInput {
  code: string;
  name: string;
  ip: string;
}

/**
 * Turns a pairing code into a check-in device: a new account with role KIOSK and its own session, whose tokens
 * come back as a sign-in's do. Anyone at the tablet may call it: the code is the credential, so wrong codes
 * are counted per address and refused past the limit.
 */
export async function pairDevice(app: AppContext, club: Club, input: PairDeviceInput): Promise<AuthData> {
  const now = app.clock.now();
  const since = new Date(now.getTime() - ANONYMOUS_REQUEST_WINDOW_MS);
  if ((await countRateEvents(app.db, club.id, 'CHECKIN_PAIRING_FAILURE', input.ip, since)) >= PAIRING_MAX_FAILURES_PER_IP) {
    throw new AppError('TOO_MANY_ATTEMPTS', TOO_MANY_REQUESTS_MESSAGE);
  }
  assertValidFields(input, PAIRING_FORM_RULES);
  const name = input.name.trim().slice(0, DEVICE_NAME_MAX);
  const codeHash = hashSecretToken(normalizePairingCode(input.code));
  const authData = await app.db.transaction().execute(async (trx) => {
    const pairingCodeId = await consumePairingCode(trx, club.id, codeHash, now);
    if (pairingCodeId === undefined) return undefined;
    // A device has no mailbox: the address only fills the required column, unique per device and never mailed.
    const account = await insertAccount(trx, {
      clubId: club.id,
      email: `kiosk-${randomUUID()}@devices.invalid`,
      firstName: name,
      lastName: '',
      role: DEVICE_ROLE,
      createdAt: now,
      updatedAt: now,
    });
    await insertDevice(trx, { clubId: club.id, accountId: account.id, pairingCodeId, name, pairedAt: now });
    return startSession(trx, app, account, { device: true });
  });
  if (!authData) {
    // Counted after the transaction, so the failure is recorded whatever happened inside it.
    await insertRateEvent(app.db, { clubId: club.id, action: 'CHECKIN_PAIRING_FAILURE', ip: input.ip, createdAt: now });
    throw new AppError('VALIDATION_FAILED', WRONG_PAIRING_CODE_MESSAGE, { fields: { code: WRONG_PAIRING_CODE_MESSAGE } });
  }
  return authData;
}
