import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { type Club, findClubById } from '../clubs/index.js';

/** The settings as stored now: the request's club may be a moment old when another server has just changed them. */
export async function readClubSettings(app: AppContext, club: Club, actor: Actor | null): Promise<Club> {
  requirePermission(actor, 'settings.edit');
  return (await findClubById(app.db, club.id)) ?? club;
}
