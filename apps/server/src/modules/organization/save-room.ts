import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { changeOrganization, saveRow, type SaveTarget } from './organization-item.js';
import { NAMED_ITEM_RULES } from '@kiai/shared';
import { assertValidFields } from '../../platform/errors.js';
import { countOwned, insertRow, updateRow } from './organization.repository.js';

export const LOCATION_NOT_FOUND = 'This location does not exist.';

export interface RoomInput {
  name: string;
  displayPublic: boolean;
}

/** Creates a room in a location (`locationId`), or changes a room (which stays in its location). */
export function saveRoom(app: AppContext, club: Club, actor: Actor | null, target: SaveTarget, input: RoomInput & { locationId?: number | null }): Promise<number> {
  return changeOrganization(app, club, actor, async (trx) => {
    assertValidFields(input, NAMED_ITEM_RULES);
    const values = { name: input.name.trim(), displayPublic: input.displayPublic };
    return saveRow(
      target,
      async () => {
        const locationId = input.locationId ?? null;
        if (locationId === null || (await countOwned(trx, 'organizationLocations', club.id, [locationId])) === 0) throw new AppError('NOT_FOUND', LOCATION_NOT_FOUND);
        return insertRow(trx, 'organizationLocationRooms', club.id, { ...values, organizationLocationId: locationId });
      },
      (id) => updateRow(trx, 'organizationLocationRooms', club.id, id, values),
    );
  });
}
