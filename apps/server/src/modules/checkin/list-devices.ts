import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { listDevices, type DeviceRow } from './checkin-device.repository.js';

/** The club's paired kiosks, revoked ones included (they say when), newest first. */
export async function listCheckinDevices(app: AppContext, club: Club, actor: Actor | null): Promise<DeviceRow[]> {
  requirePermission(actor, 'checkin.devices.manage');
  return listDevices(app.db, club.id);
}
