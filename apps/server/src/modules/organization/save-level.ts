import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { changeOrganization, saveTableRow, type SaveTarget } from './organization-item.js';
import { NAMED_ITEM_RULES } from '@kiai/shared';
import { assertValidFields } from '../../platform/errors.js';

/** Creates or changes a level (beginner, advanced …). */
export function saveLevel(app: AppContext, club: Club, actor: Actor | null, target: SaveTarget, input: { name: string }): Promise<number> {
  return changeOrganization(app, club, actor, (trx) => {
    assertValidFields(input, NAMED_ITEM_RULES);
    const values = { name: input.name.trim() };
    return saveTableRow(trx, 'organizationLevels', club.id, target, values);
  });
}
