import { canSeeArchived, type Actor } from '../../platform/access-policy.js';

/**
 * A list of club set-up (locations, class types, levels): archived entries are for organization.view only,
 * anyone else asking for them gets none, as for archived class pass products.
 */
export async function listOrganizationItems<T>(actor: Actor | null, archived: boolean, load: (archived: boolean) => Promise<T[]>): Promise<T[]> {
  if (archived && !canSeeArchived(actor)) return [];
  return load(archived);
}
