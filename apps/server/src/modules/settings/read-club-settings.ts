import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { type Club, findClubById } from '../clubs/index.js';

/** The settings as stored now: the request's club may be up to 30 s old when another server changed them. */
export async function readClubSettings(app: AppContext, club: Club, actor: Actor | null): Promise<Club> {
  requirePermission(actor, 'settings.edit');
  return (await findClubById(app.db, club.id)) ?? club;
}
