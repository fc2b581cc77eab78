import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { changeOrganization } from './organization-item.js';
import { setArchived, type ArchivableTable } from './organization.repository.js';

/**
 * Archives (or brings back) a location, room, class type, level, pass product or pass group. They are never
 * deleted: classes, sold passes and bookings keep pointing at them, and archived ones leave the lists and the shop.
 */
export function archiveOrganizationItem(app: AppContext, club: Club, actor: Actor | null, table: ArchivableTable, id: number | null, archived: boolean): Promise<number> {
  return changeOrganization(app, club, actor, async (trx) => (id !== null && (await setArchived(trx, table, club.id, id, archived)) ? id : null));
}
