import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { changeOrganization, saveTableRow, type SaveTarget } from './organization-item.js';
import { LOCATION_RULES } from '@kiai/shared';
import { assertValidFields } from '../../platform/errors.js';

export interface LocationInput {
  name: string;
  displayPublic: boolean;
  /** left out, it stays as it is ('' on a new location) */
  address?: string | undefined;
}

/** Creates or changes a location. */
export function saveLocation(app: AppContext, club: Club, actor: Actor | null, target: SaveTarget, input: LocationInput): Promise<number> {
  return changeOrganization(app, club, actor, (trx) => {
    assertValidFields(input, LOCATION_RULES);
    const values = { name: input.name.trim(), displayPublic: input.displayPublic, ...(input.address === undefined ? {} : { address: input.address.trim() }) };
    return saveTableRow(trx, 'organizationLocations', club.id, target, values);
  });
}
